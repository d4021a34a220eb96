import { jobCatalogue, type JobName } from '@chairside/contracts';
import type { JobHandler } from './handler';

/** Maps each catalogue job to exactly one handler; refuses to start otherwise. */
export function buildRegistry(
  handlers: readonly JobHandler[],
  catalogue: Record<string, unknown> = jobCatalogue,
): Map<JobName, JobHandler> {
  const registry = new Map<JobName, JobHandler>();
  for (const h of handlers) {
    if (!(h.name in catalogue)) throw new Error(`handler for unknown job '${h.name}'`);
    if (registry.has(h.name)) throw new Error(`job '${h.name}' has two handlers`);
    registry.set(h.name, h);
  }
  const missing = Object.keys(catalogue).filter((n) => !registry.has(n as JobName));
  if (missing.length) throw new Error(`no handler for job${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  return registry;
}
