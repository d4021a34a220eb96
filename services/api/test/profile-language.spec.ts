import type { QueryRunner } from 'typeorm';
import { ProfileLanguage1764860000000 } from '../src/db/migrations/1764860000000-profile-language';
import { apiWithDatabase, Browser, newUser, signedInBrowser } from './harness';

/** The member's language: kept in their profile, so every device opens in it. */
const ctx = apiWithDatabase();

describe('the profile language', () => {
  it('is none until chosen, then opens every new sign-in of that member in it; only theirs changes', async () => {
    const member = newUser();
    const b = await signedInBrowser(ctx.api.base, member);
    const other = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/auth/user')).json).toMatchObject({ language: null });
    expect((await b.get('/api/user-profile')).json).toMatchObject({ language: null });

    const saved = await b.put('/api/user-profile', { language: 'de' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ language: 'de', unitSystem: 'metric' });
    expect((await b.get('/api/auth/user')).json).toMatchObject({ language: 'de' });
    expect((await other.get('/api/auth/user')).json).toMatchObject({ language: null });

    // Another device: a sign-in of its own, which answers with the member and their language.
    const phone = new Browser(ctx.api.base, '10.9.8.7');
    const login = await phone.post('/api/auth/login', { username: member.email, pin: member.pin });
    expect(login.status).toBe(200);
    expect(login.json.user).toMatchObject({ language: 'de' });
    expect((await phone.get('/api/auth/user')).json).toMatchObject({ language: 'de' });
  });

  it('refuses a language Chairside is not written in, with a clear message, changing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.put('/api/user-profile', { language: 'zh' });
    for (const language of ['xx', 'EN', 'de-DE', 5, null]) {
      const r = await b.put('/api/user-profile', { language });
      expect(r.status).toBe(400);
      expect(r.json.message).toContain('language');
    }
    expect((await b.get('/api/user-profile')).json).toMatchObject({ language: 'zh' });
    await expect(ctx.pg.query(`UPDATE profiles SET language = 'xx'`)).rejects.toThrow(/profiles_language_check/);
  });

  it('needs a session', async () => {
    const r = await fetch(`${ctx.api.base}/api/user-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'de' }),
    });
    expect(r.status).toBe(401);
  });

  it('its migration undone drops the column, and done again brings it back empty', async () => {
    const q = { query: (sql: string) => ctx.pg.query(sql) } as unknown as QueryRunner;
    const migration = new ProfileLanguage1764860000000();
    const column = async () =>
      (
        await ctx.pg.query(
          `SELECT column_name FROM information_schema.columns WHERE table_name = 'profiles' AND column_name = 'language'`,
        )
      ).rowCount;
    expect(await column()).toBe(1);
    try {
      await migration.down(q);
      expect(await column()).toBe(0);
    } finally {
      await migration.up(q);
    }
    expect(await column()).toBe(1);
  });
});
