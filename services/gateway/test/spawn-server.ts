import { spawn, type ChildProcess } from 'node:child_process';

export interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<number | null>;
}

/** Starts one of the gateway's entry files on a free port (PORT=0) and waits for its listening line. */
export async function startServer(script: string, env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line: ${out}`)), 10000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = out.match(/on (http:\/\/\S+?:\d+)/);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/** Runs an entry file with bad settings and returns its exit code and stderr. */
export function runToExit(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}
