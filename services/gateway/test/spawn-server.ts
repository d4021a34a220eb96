import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startProcess, type StartedProcess } from '../../../tools/testing/index.mjs';

export { runToExit } from '../../../tools/testing/index.mjs';

/**
 * The compiled entry file `dist/<name>.js`, as the images and `npm start` run it (`nx run gateway:test`
 * builds it first).
 */
function builtEntry(name: string): string {
  const file = join(__dirname, '..', 'dist', `${name}.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx nx run gateway:build\` first`);
  return file;
}

export const GATEWAY = builtEntry('server');
export const STATIC_SERVER = builtEntry('static-server');

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
