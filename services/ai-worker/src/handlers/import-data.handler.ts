import { ERROR_CODES } from '@chairside/contracts';
import { fail, TransientError, type JobHandler, type WorkerDeps } from '../handler';
import { runImport } from '../import/import-store';

/** Writes a previewed upload's rows to PostgreSQL, reporting progress as it goes (docs/decisions.md, imports). */
export function importDataHandler({ db }: WorkerDeps): JobHandler<'importData'> {
  return {
    name: 'importData',
    async handle({ userId, importId }, ctx) {
      let result;
      try {
        result = await runImport(db(), userId, importId, ctx.progress);
      } catch (e) {
        // Each batch is one transaction and the rows it wrote are remembered: a retry continues.
        throw new TransientError(`database: ${e instanceof Error ? e.message : String(e)}`, 'The database');
      }
      if (result.kind === 'gone') return fail(404, ERROR_CODES.notFound, 'Import not found.');
      if (result.kind === 'stopped') return fail(409, ERROR_CODES.conflict, result.message);
      return { ok: true, value: { entries: result.entries, weighIns: result.weighIns } };
    },
  };
}
