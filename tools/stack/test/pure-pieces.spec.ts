import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installReason } from '../lib/dependencies.mjs';
import { freePort, hostPortOf, isListening, waitFor } from '../lib/net-probe.mjs';
import { databaseUrl, redact } from '../lib/postgres.mjs';
import { findRedisServer, redisServerArgs } from '../lib/redis-server.mjs';

describe('installReason', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'chairside-stack-'));
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ dependencies: { pg: '8' }, devDependencies: { jest: '30' } }),
    );
    writeFileSync(join(root, 'package-lock.json'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const install = (...names: string[]) => {
    for (const name of names) {
      mkdirSync(join(root, 'node_modules', name), { recursive: true });
      writeFileSync(join(root, 'node_modules', name, 'package.json'), '{}');
    }
    writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{}');
  };

  it('asks for an install on a fresh clone', () => {
    expect(installReason(root)).toBe('node_modules is missing');
  });

  it('names a missing package', () => {
    install('pg');
    expect(installReason(root)).toBe('missing jest');
  });

  it('asks again when the lockfile is newer than the install', () => {
    install('pg', 'jest');
    expect(installReason(root)).toBeUndefined();
    const later = new Date(Date.now() + 60000);
    utimesSync(join(root, 'package-lock.json'), later, later);
    expect(installReason(root)).toBe('package-lock.json changed since the last install');
  });
});

describe('network probes', () => {
  it('finds a free port and sees when something listens on it', async () => {
    const port = await freePort();
    expect(await isListening('127.0.0.1', port)).toBe(false);
    const server = createServer();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      expect(await isListening('127.0.0.1', port)).toBe(true);
    } finally {
      server.close();
    }
  });

  it('waits until a check passes, and names what never came up', async () => {
    let calls = 0;
    await expect(waitFor(async () => ++calls >= 3 && 'up', { what: 'x', intervalMs: 5 })).resolves.toBe('up');
    await expect(waitFor(async () => false, { what: 'the API', timeoutMs: 30, intervalMs: 5 })).rejects.toThrow(
      'the API did not come up',
    );
  });

  it('reads host and port from service URLs', () => {
    expect(hostPortOf('redis://127.0.0.1', 6379)).toEqual({ host: '127.0.0.1', port: 6379 });
    expect(hostPortOf('redis://:secret@cache.internal:6380/2', 6379)).toEqual({ host: 'cache.internal', port: 6380 });
  });
});

describe('postgres helpers', () => {
  it('points a server URL at another database', () => {
    expect(databaseUrl('postgres://postgres@127.0.0.1:5432/postgres', 'chairside')).toBe(
      'postgres://postgres@127.0.0.1:5432/chairside',
    );
  });

  it('hides passwords in what it prints', () => {
    expect(redact('postgres://app:s3cret@db:5432/chairside')).toBe('postgres://app:***@db:5432/chairside');
  });
});

describe('redis-server fallback', () => {
  it('finds redis-server on PATH or says it is not there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chairside-bin-'));
    writeFileSync(join(dir, 'redis-server'), '');
    try {
      expect(findRedisServer(dir)).toBe(join(dir, 'redis-server'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts a loopback Redis that never writes to disk', () => {
    expect(redisServerArgs(7000)).toEqual(
      expect.arrayContaining(['--port', '7000', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']),
    );
  });
});
