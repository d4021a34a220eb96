import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/net-probe.mjs';

const root = join(__dirname, '..', '..', '..');

/** Processes whose working directory is inside `dir` (Linux /proc). */
function runningIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readlinkSync(`/proc/${p}/cwd`).startsWith(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

// A team's first command on a fresh clone: `npx nx serve <remote>` must build the libraries it
// needs (the contracts' dist, which the webpack config reads, is not in git) and serve the remote.
// The clone is of the committed HEAD; node_modules is linked to save the install.
describe('npx nx serve on a fresh clone', () => {
  it('serves mfe-community standalone, its library builds run first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chairside-clone-'));
    const clone = join(dir, 'repo');
    let out = '';
    let child: ReturnType<typeof spawn> | undefined;
    try {
      const cloned = spawnSync('git', ['clone', '--local', '--quiet', root, clone], { encoding: 'utf8' });
      expect(cloned.stderr).toBe('');
      expect(existsSync(join(clone, 'libs/contracts/dist'))).toBe(false);
      symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');

      const port = await freePort();
      child = spawn('npx', ['nx', 'serve', 'mfe-community', '--outputStyle=static'], {
        cwd: clone,
        env: { ...process.env, PORT: String(port), NX_DAEMON: 'false', NX_NO_CLOUD: 'true', CI: 'true' },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));

      const deadline = Date.now() + 150_000;
      let manifest: { name?: string; exposes?: Array<{ name: string }> } | undefined;
      while (!manifest && Date.now() < deadline) {
        const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r('waiting'), 500))]);
        if (done !== 'waiting') throw new Error(`nx serve exited (${String(done)}):\n${out}`);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
          if (res.ok) manifest = (await res.json()) as typeof manifest;
        } catch {}
      }
      if (!manifest) throw new Error(`no mf-manifest.json on port ${port} after 150 s:\n${out}`);
      expect(manifest.name).toBe('mfe_community');
      expect(manifest.exposes?.map((e) => e.name)).toContain('routes');
      expect(existsSync(join(clone, 'libs/contracts/dist/remote-module.js'))).toBe(true);
      // The standalone dev host's page and the remote's entry are served too.
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/remoteEntry.js`)).status).toBe(200);
    } finally {
      if (child?.pid && child.exitCode === null) {
        const gone = new Promise((r) => child!.once('exit', r));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([gone, new Promise((r) => (timer = setTimeout(r, 5000)))]);
        clearTimeout(timer);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }
      // Nx runs webpack in a session of its own and stops it on SIGTERM; webpack writes its
      // diagnostics (.mf/) on the way out: wait until nothing runs in the clone any more.
      for (let i = 0; i < 50 && runningIn(clone).length; i++) await new Promise((r) => setTimeout(r, 200));
      for (const pid of runningIn(clone)) process.kill(pid, 'SIGKILL');
      // Nx may still be flushing its cache as it stops.
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 180_000);
});
