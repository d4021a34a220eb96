import { z } from 'zod';

import { HEALTH_PLATFORM_NAMES, HEALTH_PLATFORMS } from './uploads-and-platforms';

export { HEALTH_PLATFORM_NAMES, HEALTH_PLATFORMS };
export const HealthPlatform = z.enum(HEALTH_PLATFORMS, { error: 'platform must be apple_health or google_fit' });
export type HealthPlatform = z.infer<typeof HealthPlatform>;

/** What a sync exports (decisions.md, "Health services"). */
export const HEALTH_DATA_TYPES = ['nutrition', 'exercise'] as const;

export const HealthSyncData = z.object({
  entriesUploaded: z.number().int(),
  dataTypes: z.array(z.string()),
  status: z.string(),
});
export type HealthSyncData = z.infer<typeof HealthSyncData>;

export const HealthIntegration = z.object({
  platform: HealthPlatform,
  connected: z.boolean(),
  lastSync: z.string().nullable(),
  syncData: HealthSyncData.nullable(),
});
export type HealthIntegration = z.infer<typeof HealthIntegration>;

export const HealthPlatformParams = z.object({ platform: HealthPlatform });

/**
 * POST …/sync: `since` is the lastSync the client showed when the user clicked. Two clicks
 * with the same `since` are one sync: the second answers the export that moved lastSync from there,
 * however late it arrives. Without it the API takes the current lastSync (a new sync).
 */
export const HealthSyncRequest = z.object({ since: z.iso.datetime().nullable().optional() });
export type HealthSyncRequest = z.infer<typeof HealthSyncRequest>;

/** POST …/sync answers `syncedData.entriesUploaded`, the count the toast names. */
export const HealthSyncResponse = z.object({
  success: z.literal(true),
  platform: HealthPlatform,
  lastSync: z.string(),
  syncedData: HealthSyncData,
});
export type HealthSyncResponse = z.infer<typeof HealthSyncResponse>;

export const HEALTH_EXPORT_FORMATS = ['fhir', 'csv'] as const;
export const HealthExportQuery = z.object({
  format: z.enum(HEALTH_EXPORT_FORMATS, { error: 'format must be fhir or csv' }).default('fhir'),
});
