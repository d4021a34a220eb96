import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, type StartedProcess } from '../../../tools/testing/index.mjs';
import { apiWithDatabase, gatewayMain } from './harness';

// The API refuses a body over its limit as soon as it reads the headers and closes the connection
// while the gateway is still sending the rest. The API's answer must reach the client every time,
// never the gateway's own "unavailable" for the broken pipe that follows.

const GATEWAY = gatewayMain();
const MB = 1024 * 1024;

describe('a body over the API limit, sent through the gateway', () => {
  const ctx = apiWithDatabase();
  let gateway: StartedProcess;
  let gatewayUrl: string;
  let emptyRoot: string;

  beforeAll(async () => {
    emptyRoot = mkdtempSync(join(tmpdir(), 'chairside-body-limit-'));
    gateway = await startProcess(process.execPath, [GATEWAY], {
      env: { PORT: '0', HOST: '127.0.0.1', API_URL: ctx.api.base, STATIC_ROOT: emptyRoot },
      ready: /listening on (http:\/\/\S+?:\d+)/,
      timeoutMs: 10000,
    });
    gatewayUrl = gateway.match![1]!;
  });

  afterAll(async () => {
    await gateway?.stop();
    rmSync(emptyRoot, { recursive: true, force: true });
  });

  // Before, about one try in five answered 503 "The API is unavailable (EPIPE)" or nothing at all.
  it("answers the API's own 413 for a 2 MB JSON body, every one of 20 tries", async () => {
    const body = JSON.stringify({ username: 'big@chairside.test', pin: '1234', padding: 'x'.repeat(2 * MB) });
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      try {
        const res = await fetch(`${gatewayUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(5000),
        });
        answers.push(`${res.status} ${await res.text()}`);
      } catch (e) {
        answers.push(`no answer: ${(e as Error & { cause?: Error }).cause?.message ?? (e as Error).message}`);
      }
    }
    const api413 = `413 ${JSON.stringify({ statusCode: 413, message: 'Request body is too large' })}`;
    expect(answers).toEqual(Array(20).fill(api413));
  }, 120000);
});
