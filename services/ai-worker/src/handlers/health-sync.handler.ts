import { ERROR_CODES, HEALTH_PLATFORM_NAMES } from '@chairside/contracts';
import { fail, TransientError, type JobHandler, type WorkerDeps } from '../handler';
import { syncHealthExport } from '../health-sync/sync-store';

export function healthSyncHandler({ db }: WorkerDeps): JobHandler<'healthSync'> {
  return {
    name: 'healthSync',
    async handle({ userId, platform, since }) {
      let result;
      try {
        result = await syncHealthExport(db(), userId, platform, since);
      } catch (e) {
        // The database being briefly away is worth a retry; the transaction left nothing half-done.
        throw new TransientError(`database: ${e instanceof Error ? e.message : String(e)}`, 'The database');
      }
      if (result.kind === 'not-connected')
        return fail(409, ERROR_CODES.conflict, `Connect ${HEALTH_PLATFORM_NAMES[platform]} before syncing.`);
      return { ok: true, value: result.response };
    },
  };
}
