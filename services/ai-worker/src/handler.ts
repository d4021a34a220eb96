import type { JobName, JobOutcome, JobPayload } from '@chairside/contracts';

export interface JobContext {
  workerId: string;
  attempt: number;
}

/** One handler per job kind of the catalogue. Expected failures are returned, not thrown. */
export interface JobHandler<N extends JobName = JobName> {
  name: N;
  handle(payload: JobPayload<N>, ctx: JobContext): Promise<JobOutcome<N>>;
}
