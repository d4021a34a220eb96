import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

/** The repository root. */
export const root = join(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${what} did not start`);
}

/** A second gateway on its own port, as a deploy would run it, with some remote URLs overridden. */
export async function startGateway(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['services/gateway/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_URL: process.env.API_URL!, ...env },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}/remotes.json`, child, 'gateway');
  return child;
}

/** A remote's built dist served as its image serves it (services/gateway/src/static-server.ts, CORS open). */
export async function serveDist(dist: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['services/gateway/dist/static-server.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ROOT: dist },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, server, 'static server');
  return { url: `http://127.0.0.1:${port}`, server };
}

/**
 * Builds one remote the way its own image does, from a copy of only what it needs (the root configs,
 * tools/webpack, the libs and its folder; node_modules linked), after `edit` changed the copy.
 * Returns the copy's directory and the remote's dist; `rmSync(dir)` when done.
 */
export function buildRemoteVariant(
  folder: string,
  buildId: string,
  edit: (dir: string) => void = () => undefined,
): { dir: string; dist: string } {
  const dir = mkdtempSync(join(tmpdir(), `chairside-${folder}-`));
  const skip = (src: string) => {
    const rel = relative(root, src).split(sep);
    // Built output of the remote and caches stay behind; the contracts' dist is what the webpack config reads.
    return !rel.includes('node_modules') && !(rel[0] === folder && rel[1] === 'dist');
  };
  for (const file of ['package.json', 'package-lock.json', 'nx.json', 'tsconfig.base.json'])
    cpSync(join(root, file), join(dir, file));
  for (const sub of ['tools/webpack', 'libs', folder])
    cpSync(join(root, sub), join(dir, sub), { recursive: true, filter: skip });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  edit(dir);
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--mode',
      'production',
      '-c',
      `${folder}/webpack.config.cjs`,
    ],
    { cwd: dir, env: { ...process.env, CHAIRSIDE_BUILD_ID: buildId }, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`building ${folder} failed:\n${build.stdout}\n${build.stderr}`);
  }
  return { dir, dist: join(dir, folder, 'dist') };
}

/** Sets a workspace lib's version in a copy (e.g. the next major, as a breaking change would). */
export function setLibVersion(dir: string, lib: string, version: string): void {
  const file = join(dir, 'libs', lib, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  writeFileSync(file, JSON.stringify({ ...pkg, version }, null, 2));
}

export function libVersion(lib: string): string {
  return (JSON.parse(readFileSync(join(root, 'libs', lib, 'package.json'), 'utf8')) as { version: string }).version;
}
