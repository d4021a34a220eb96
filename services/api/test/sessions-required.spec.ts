import { endpoints } from '@chairside/contracts';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { isPublic, SignedInGuard } from '../src/common/session-user';
import { apiWithDatabase } from './harness';

const ctx = apiWithDatabase();

/** A path of the right shape for each parameter, so only the missing session can refuse it. */
const concrete = (path: string) =>
  path.replace(':id', '00000000-0000-4000-8000-000000000000').replace(':platform', 'apple_health');

describe('sessions required by default', () => {
  // Every endpoint the contract marks as needing a session, called without one: the global guard
  // refuses it, so a controller written later cannot be left open by a forgotten decorator.
  const signedIn = Object.entries(endpoints).filter(([, e]) => e.auth);

  it.each(signedIn)('%s answers 401 without a session', async (_name, e) => {
    const res = await fetch(ctx.api.base + concrete(e.path), {
      method: e.method,
      headers: e.method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: e.method === 'GET' ? undefined : '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Unauthorized');
  });

  it('has every controller declare the session guard, or say it is public', () => {
    const controllers = [...ctx.api.app.get(ModulesContainer).values()].flatMap((m) =>
      [...m.controllers.values()].map((c) => c.metatype as object),
    );
    expect(controllers.length).toBeGreaterThan(10);
    const without = controllers.filter(
      (c) => !isPublic(c) && !((Reflect.getMetadata(GUARDS_METADATA, c) ?? []) as unknown[]).includes(SignedInGuard),
    );
    expect(without.map((c) => (c as { name: string }).name)).toEqual([]);
  });

  it('leaves the public routes open: health and the API description', async () => {
    expect([200, 503]).toContain((await fetch(`${ctx.api.base}/api/health`)).status);
    const docs = await fetch(`${ctx.api.base}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.json()).toMatchObject({ openapi: expect.any(String) });
  });
});
