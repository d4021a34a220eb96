import { Inject, Injectable } from '@nestjs/common';
import { ImportRefused, planImport, planKeys, summarisePlan } from '@chairside/analysis';
import { IMPORT_LIMITS, type CreateImportRequest, type ImportPreview, type ImportStatus } from '@chairside/contracts';
import type { z } from 'zod';
import { ApiException } from '../../common/api-exception';
import { todayIn } from '../../common/day-range';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { ImportsRepository } from './imports.repository';

export interface UploadedCsv {
  name: string;
  bytes: Buffer;
}

const STOPPED = 'The import stopped before it finished. Please upload the files again.';

/**
 * Imports from MyFitnessPal and Cronometer (docs/decisions.md): an upload is read and previewed
 * here; the worker reads it again and writes it, one row once.
 */
@Injectable()
export class ImportsService {
  constructor(
    @Inject(ImportsRepository) private readonly imports: ImportsRepository,
    @Inject(AnalysisService) private readonly analysis: AnalysisService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async preview(
    userId: string,
    body: z.output<typeof CreateImportRequest>,
    files: UploadedCsv[],
  ): Promise<ImportPreview> {
    if (files.length === 0)
      throw ApiException.badRequest('Choose a CSV file exported from MyFitnessPal or Cronometer.');
    const limit = this.config.limits.importsPerUserPerHour;
    await this.counters.enforce(
      `imports:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have uploaded ${limit} imports in the last hour. Please wait ${wait}.`,
    );
    const uploads = files.map((f) => ({ name: f.name.slice(0, IMPORT_LIMITS.fileNameChars), text: asText(f) }));
    let plan;
    try {
      plan = planImport(uploads, { weightUnit: body.weightUnit, today: todayIn(body.tz) });
    } catch (e) {
      if (e instanceof ImportRefused) throw ApiException.badRequest(e.message);
      throw e;
    }
    const summary = summarisePlan(plan, await this.imports.importedKeys(userId, planKeys(plan)));
    await this.imports.forgetStalePreviews(userId);
    const id = await this.imports.create(userId, {
      tz: body.tz,
      weightUnit: body.weightUnit,
      uploads,
      preview: summary,
    });
    return { id, ...summary };
  }

  /** Starts the worker's job once; pressing Import again answers the status of the one running. */
  async start(userId: string, id: string): Promise<ImportStatus> {
    const row = await this.imports.find(userId, id);
    if (!row) throw ApiException.notFound('Import');
    if (await this.imports.markRunning(userId, id)) {
      try {
        await this.analysis.startImport({ userId, importId: id });
      } catch (e) {
        await this.imports.markPreviewed(userId, id);
        throw e;
      }
    }
    return this.status(userId, id);
  }

  async status(userId: string, id: string): Promise<ImportStatus> {
    const row = await this.imports.find(userId, id);
    if (!row) throw ApiException.notFound('Import');
    const base = { id, progress: 0, imported: null, message: null };
    if (row.status === 'previewed') return { ...base, status: 'previewed' };
    if (row.status === 'failed') return { ...base, status: 'failed', message: row.message ?? STOPPED };
    if (row.status === 'done')
      return {
        ...base,
        status: 'done',
        progress: 100,
        imported: { entries: row.entriesImported ?? 0, weighIns: row.weighInsImported ?? 0 },
      };
    const job = await this.analysis.importProgress(id);
    // Gone from Redis or given up while the row still says running: it will not finish.
    if (!job || job.failed) {
      await this.imports.markFailed(userId, id, STOPPED);
      return { ...base, status: 'failed', message: STOPPED };
    }
    return { ...base, status: 'running', progress: Math.max(0, Math.min(99, Math.round(job.progress))) };
  }
}

/** The file's bytes as UTF-8 text, or a 400 naming it: a spreadsheet saved in another format, an image. */
function asText(f: UploadedCsv): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(f.bytes);
  } catch {
    throw ApiException.badRequest(
      `"${f.name}" could not be read as text (row 1). Upload the CSV file the app exported, unchanged.`,
    );
  }
}
