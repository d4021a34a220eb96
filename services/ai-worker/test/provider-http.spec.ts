import { createServer, type Server } from 'node:http';
import { startHttpFake } from '../../../tools/fakes/http-fake.mjs';
import { ProviderFailure, TransientError } from '../src/handler';
import { callProvider } from '../src/providers/http';

// A provider's answer is read up to a cap and refused above it, before any parsing.
describe('callProvider size cap', () => {
  const KB = 1024;

  it('reads an answer under the cap and parses it', async () => {
    const fake = await startHttpFake(() => ({ status: 200, body: { text: 'a'.repeat(10 * KB) } }));
    try {
      const r = await callProvider('P', fake.url, { timeoutMs: 5000, maxBytes: 64 * KB });
      expect(r.status).toBe(200);
      expect((r.body as { text: string }).text).toHaveLength(10 * KB);
    } finally {
      await fake.close();
    }
  });

  it('refuses a declared 2 MB answer over a 1 MB cap, without retrying it', async () => {
    const fake = await startHttpFake(() => ({ status: 200, body: { text: 'a'.repeat(2 * KB * KB) } }));
    try {
      const call = callProvider('Open Food Facts', fake.url, { timeoutMs: 5000, maxBytes: KB * KB });
      await expect(call).rejects.toBeInstanceOf(ProviderFailure);
      await expect(call).rejects.toMatchObject({
        provider: 'Open Food Facts',
        message: expect.stringContaining('1048576-byte limit'),
      });
    } finally {
      await fake.close();
    }
  });

  it('stops reading an endless answer that declares no length', async () => {
    let written = 0;
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * KB, 'a');
      const pump = () => {
        while (!res.destroyed && written < 64 * KB * KB) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      res.on('close', () => undefined);
      pump();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    try {
      await expect(
        callProvider('The AI service', `http://127.0.0.1:${port}`, { timeoutMs: 10000, maxBytes: 512 * KB }),
      ).rejects.toBeInstanceOf(ProviderFailure);
      // The stream was cut: far less than the 4 GB it would have sent was ever produced.
      expect(written).toBeLessThan(64 * KB * KB);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('keeps a 5xx body for the log only, as a transient failure', async () => {
    const fake = await startHttpFake(() => ({ status: 500, body: { error: { message: 'secret-provider-words' } } }));
    try {
      const call = callProvider('The AI service', fake.url, { timeoutMs: 5000, maxBytes: 64 * KB });
      await expect(call).rejects.toBeInstanceOf(TransientError);
      await expect(call).rejects.toMatchObject({ provider: 'The AI service' });
    } finally {
      await fake.close();
    }
  });
});
