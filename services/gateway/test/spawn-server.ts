import { startProcess, type StartedProcess } from '../../../tools/testing/index.mjs';

export { runToExit } from '../../../tools/testing/index.mjs';

export interface Running extends StartedProcess {
  url: string;
}

/** Starts one of the gateway's entry files on a free port (PORT=0) and waits for its listening line. */
export async function startServer(script: string, env: Record<string, string>): Promise<Running> {
  const proc = await startProcess(process.execPath, [script], {
    env: { PORT: '0', ...env },
    ready: /on (http:\/\/\S+?:\d+)/,
    timeoutMs: 10000,
  });
  return { ...proc, url: proc.match![1]! };
}
