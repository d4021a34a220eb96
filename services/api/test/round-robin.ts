import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess } from '../../../tools/testing/index.mjs';

const HAPROXY = '/usr/sbin/haproxy';

interface Upstream {
  name: string;
  port: number;
}

/**
 * Debian's haproxy round-robining over API instances on the given ports, as a cluster's balancer
 * does: it checks /api/health/ready every 300 ms and sends nothing to an instance that fails it twice
 * (a draining one says 503), and takes one back after one good answer. `spare` is a port with
 * nothing on it yet, the slot of a replacement instance: ready once haproxy has found it down.
 */
export async function startRoundRobin(instances: Upstream[], spare: Upstream) {
  if (!existsSync(HAPROXY)) {
    throw new Error(`${HAPROXY} is missing: npm test installs it (tools/test/run.mjs); or apt-get install -y haproxy`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'chairside-haproxy-'));
  const port = await freePort();
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 1024',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // A connection that cannot be made (an instance gone between two checks) is tried on another one.
      '  retries 3',
      '  option redispatch 1',
      'frontend apis_in',
      `  bind 127.0.0.1:${port}`,
      '  default_backend apis',
      'backend apis',
      '  balance roundrobin',
      '  option httpchk GET /api/health/ready',
      '  http-check expect status 200',
      // A check may take a while on a busy machine; only an answer other than 200 (or none in 3 s) counts.
      '  timeout check 3s',
      '  default-server inter 300ms fall 2 rise 1',
      ...[...instances, spare].map((p) => `  server ${p.name} 127.0.0.1:${p.port} check`),
      '',
    ].join('\n'),
  );
  const proc = await startProcess(HAPROXY, ['-db', '-f', cfg], {
    // haproxy prints nothing when it starts well; it does say when it finds a server down.
    ready: new RegExp(`Server apis/${spare.name} is DOWN`),
    timeoutMs: 10000,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: proc.output,
    stop: async () => {
      await proc.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
