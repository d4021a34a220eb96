import type { HealthPlatform } from '@chairside/contracts';
import type { PoolClient } from 'pg';

/** One sync's export, as every platform receives it. */
interface HealthExport {
  userId: string;
  platform: HealthPlatform;
  createdAt: Date;
  entriesUploaded: number;
  fhirBundle: unknown;
  csv: string;
}

/**
 * Where a sync's export goes (decisions.md, "Health services"). It runs inside the sync's
 * transaction: a delivery that fails leaves lastSync where it was, so the next sync sends it again.
 */
export interface HealthPlatformAdapter {
  deliver(c: PoolClient, exported: HealthExport): Promise<void>;
}

/** Apple Health has no web API and Google Fit's REST APIs are being retired: the export is kept for download. */
const keptForDownload: HealthPlatformAdapter = {
  async deliver(c, e) {
    await c.query(
      `INSERT INTO health_exports (user_id, platform, created_at, entries_uploaded, fhir_bundle, csv) VALUES ($1, $2, $3, $4, $5, $6)`,
      [e.userId, e.platform, e.createdAt, e.entriesUploaded, JSON.stringify(e.fhirBundle), e.csv],
    );
  },
};

export const PLATFORM_ADAPTERS: Record<HealthPlatform, HealthPlatformAdapter> = {
  apple_health: keptForDownload,
  google_fit: keptForDownload,
};
