import type { QueryRunner } from 'typeorm';
import { MicroBreakInterval1764859000000 } from '../src/db/migrations/1764859000000-micro-break-interval';
import { Browser, apiWithDatabase, newUser, signedInBrowser } from './harness';

const ctx = apiWithDatabase();

const count = async (table: string) => Number((await ctx.pg.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
const today = () => new Date().toISOString().slice(0, 10);

const run30 = {
  exerciseType: 'run',
  name: 'Morning run',
  duration: 30,
  intensity: 'medium',
  caloriesBurned: 343, // 9.8 MET x 70 kg x 0.5 h
  description: 'Around the park',
  metadata: { intensityLabel: 'Medium', exerciseTypeLabel: 'Run' },
};

async function stretchesByCategory(b: Browser) {
  const list = (await b.get('/api/ergonomic-stretches')).json as { id: string; category: string }[];
  return (category: string) => list.filter((s) => s.category === category).map((s) => s.id);
}

describe('exercise entries', () => {
  it('logs an entry and lists it for today; a manual one may leave intensity, description and metadata out', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const created = await b.post('/api/exercise-entries', { ...run30, name: '  Morning run ' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...run30, id: expect.any(String), createdAt: expect.any(String) });
    const manual = await b.post('/api/exercise-entries', {
      exerciseType: 'manual',
      name: 'Yoga',
      duration: 45,
      caloriesBurned: 150,
    });
    expect(manual.status).toBe(201);
    expect(manual.json).toMatchObject({ intensity: null, description: null, metadata: null });
    const list = await b.get(`/api/exercise-entries?date=${today()}&tz=UTC`);
    expect(list.json.map((e: { name: string }) => e.name).sort()).toEqual(['Morning run', 'Yoga']);
  });

  it.each([
    [{ ...run30, exerciseType: 'swim' }, 'exerciseType'],
    [{ ...run30, name: '   ' }, 'name'],
    [{ ...run30, name: 'x'.repeat(201) }, 'name'],
    [{ ...run30, duration: 0 }, 'duration'],
    [{ ...run30, duration: 1441 }, 'duration'],
    [{ ...run30, duration: '30' }, 'duration'],
    [{ ...run30, intensity: 'extreme' }, 'intensity'],
    [{ ...run30, caloriesBurned: -1 }, 'caloriesBurned'],
    [{ ...run30, caloriesBurned: 5001 }, 'caloriesBurned'],
    [{ ...run30, description: 'x'.repeat(2001) }, 'description'],
    [{ ...run30, metadata: { intensityLabel: 'Medium', admin: true } }, 'metadata'],
    [{ ...run30, metadata: { stretchIds: ['not-a-uuid'] } }, 'metadata.stretchIds.0'],
    [{ ...run30, userId: '0b8f2f3e-6c1a-4c55-9d1e-4f6c0a2b3c4d' }, ''],
    [{ ...run30, loggedAt: 'yesterday' }, 'loggedAt'],
    [{ ...run30, loggedAt: new Date(Date.now() + 3600_000).toISOString() }, 'loggedAt'],
    [{ ...run30, loggedAt: '2020-01-01T08:00:00Z' }, 'loggedAt'],
  ])('answers %j with 400 naming %s and stores nothing', async (body, field) => {
    const b = await signedInBrowser(ctx.api.base);
    const before = await count('exercise_entries');
    const res = await b.post('/api/exercise-entries', body);
    expect(res.status).toBe(400);
    expect(res.json.statusCode).toBe(400);
    if (field) expect(res.json.message.startsWith(`${field}:`)).toBe(true);
    expect(await count('exercise_entries')).toBe(before);
  });

  it('lets the owner correct and delete an entry; anyone else gets 404 and changes nothing', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const { id } = (await owner.post('/api/exercise-entries', run30)).json;

    const theirs = await other.request('PATCH', `/api/exercise-entries/${id}`, { caloriesBurned: 1 });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toMatchObject({ statusCode: 404, message: 'Exercise entry not found' });
    expect((await other.request('DELETE', `/api/exercise-entries/${id}`)).status).toBe(404);
    expect((await other.get(`/api/exercise-entries?date=${today()}&tz=UTC`)).json).toEqual([]);

    const fixed = await owner.request('PATCH', `/api/exercise-entries/${id}`, { duration: 45, caloriesBurned: 450 });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ id, name: 'Morning run', duration: 45, caloriesBurned: 450 });
    const stored = await ctx.pg.query('SELECT duration, calories_burned FROM exercise_entries WHERE id = $1', [id]);
    expect(stored.rows[0]).toEqual({ duration: 45, calories_burned: 450 });

    expect((await owner.request('PATCH', `/api/exercise-entries/${id}`, {})).status).toBe(400);
    expect((await owner.request('PATCH', `/api/exercise-entries/${id}`, { duration: -5 })).status).toBe(400);
    expect((await owner.request('PATCH', '/api/exercise-entries/not-an-id', { duration: 5 })).status).toBe(400);

    const gone = await owner.request('DELETE', `/api/exercise-entries/${id}`);
    expect(gone.status).toBe(204);
    expect(gone.text).toBe('');
    expect((await ctx.pg.query('SELECT 1 FROM exercise_entries WHERE id = $1', [id])).rowCount).toBe(0);
    expect((await owner.request('DELETE', `/api/exercise-entries/${id}`)).status).toBe(404);
  });

  it('puts an entry back at the time it was logged (Undo after a delete), for its owner only', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const first = (await owner.post('/api/exercise-entries', run30)).json;
    expect((await owner.request('DELETE', `/api/exercise-entries/${first.id}`)).status).toBe(204);
    const { id, createdAt, ...fields } = first;
    const back = await owner.post('/api/exercise-entries', { ...fields, loggedAt: createdAt });
    expect(back.status).toBe(201);
    expect(back.json).toMatchObject({ ...run30, createdAt });
    expect(back.json.id).not.toBe(id);
    const list = await owner.get(`/api/exercise-entries?date=${today()}&tz=UTC`);
    expect(list.json).toEqual([expect.objectContaining({ name: 'Morning run', createdAt })]);
  });

  it('pages the whole list newest first without repeating an entry', async () => {
    const b = await signedInBrowser(ctx.api.base);
    for (let i = 1; i <= 7; i++) await b.post('/api/exercise-entries', { ...run30, name: `Run ${i}` });
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await b.get(`/api/exercise-entries?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      names.push(...res.json.map((e: { name: string }) => e.name));
      cursor = res.headers.get('x-next-cursor');
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(3);
    expect(names).toEqual(['Run 7', 'Run 6', 'Run 5', 'Run 4', 'Run 3', 'Run 2', 'Run 1']);
  });

  it("counts this week's breaks per day in the user's zone, with the areas their stretches covered", async () => {
    const b = await signedInBrowser(ctx.api.base);
    const ids = await stretchesByCategory(b);
    const stretch = (stretchIds: string[]) => ({
      exerciseType: 'ergonomic',
      name: 'Stretch break',
      duration: 3,
      intensity: 'low',
      caloriesBurned: 6,
      metadata: { exerciseTypeLabel: 'Ergonomic Stretch', intensityLabel: 'Light', stretchIds },
    });
    await b.post('/api/exercise-entries', stretch([ids('neck')[0]!, ids('hand_wrist')[0]!]));
    await b.post('/api/exercise-entries', stretch([ids('neck')[1]!, ids('knee_ankle')[0]!]));
    await b.post('/api/exercise-entries', run30); // not a break
    const week = await b.get('/api/stretch-breaks?tz=Pacific/Kiritimati');
    expect(week.status).toBe(200);
    expect(week.json.days).toHaveLength(7);
    // Kiritimati is UTC+14: its "today" may be tomorrow in UTC; the entries belong to its today.
    const kiritimatiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    const monday = new Date(`${week.json.days[0].date}T00:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
    const day = week.json.days.find((d: { date: string }) => d.date === kiritimatiToday);
    expect(day).toEqual({ date: kiritimatiToday, breaks: 2, areas: ['neck', 'hand_wrist', 'knee_ankle'] });
    const others = week.json.days.filter((d: { date: string }) => d.date !== kiritimatiToday);
    expect(others.every((d: { breaks: number }) => d.breaks === 0)).toBe(true);
    expect((await b.get('/api/stretch-breaks?tz=Mars/Olympus')).status).toBe(400);
  });
});

describe('stretch reminders', () => {
  const settings = {
    enabled: true,
    days: [5, 1, 3],
    startTime: '07:30',
    endTime: '16:00',
    cadenceMinutes: 25,
    focusAreas: ['neck', 'hand_wrist'],
  };

  it('answers the defaults, switched off, until saved; then what was saved, to its owner only', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/stretch-reminders')).json).toEqual({
      enabled: false,
      days: [1, 2, 3, 4, 5],
      startTime: '08:00',
      endTime: '17:00',
      cadenceMinutes: 30,
      focusAreas: [],
    });
    const saved = await b.put('/api/stretch-reminders', settings);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ ...settings, days: [1, 3, 5] });
    expect((await b.get('/api/stretch-reminders')).json).toEqual({ ...settings, days: [1, 3, 5] });
    const other = await signedInBrowser(ctx.api.base);
    expect((await other.get('/api/stretch-reminders')).json.enabled).toBe(false);
  });

  it.each([
    [{ ...settings, cadenceMinutes: 19 }, 'cadenceMinutes'],
    [{ ...settings, cadenceMinutes: 41 }, 'cadenceMinutes'],
    [{ ...settings, cadenceMinutes: 60 }, 'cadenceMinutes'],
    [{ ...settings, cadenceMinutes: 22.5 }, 'cadenceMinutes'],
    [{ ...settings, cadenceMinutes: '30' }, 'cadenceMinutes'],
    [{ ...settings, startTime: '7:30' }, 'startTime'],
    [{ ...settings, endTime: '24:00' }, 'endTime'],
    [{ ...settings, startTime: '16:00', endTime: '08:00' }, 'endTime'],
    [{ ...settings, days: [1, 1] }, 'days'],
    [{ ...settings, days: [7] }, 'days.0'],
    [{ ...settings, focusAreas: ['shoulder'] }, 'focusAreas.0'],
    [{ ...settings, enabled: 'yes' }, 'enabled'],
  ])('answers %j with 400 naming %s and keeps what was saved', async (body, field) => {
    const b = await signedInBrowser(ctx.api.base);
    await b.put('/api/stretch-reminders', settings);
    const res = await b.put('/api/stretch-reminders', body);
    expect(res.status).toBe(400);
    expect(res.json.message.startsWith(`${field}:`)).toBe(true);
    expect((await b.get('/api/stretch-reminders')).json).toEqual({ ...settings, days: [1, 3, 5] });
  });

  it('says why an interval is refused: micro-breaks every 20 to 40 minutes', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const res = await b.put('/api/stretch-reminders', { ...settings, cadenceMinutes: 45 });
    expect(res.json.message).toBe(
      'cadenceMinutes: The break interval must be a whole number of minutes from 20 to 40 (micro-breaks every 20 to 40 minutes of procedure time).',
    );
  });

  it('the interval migration moves stored cadences to the nearest of 20-40, and back to 30-120 when undone', async () => {
    // The migration only sends SQL, so the test's own connection stands in for TypeORM's runner.
    const q = { query: (sql: string) => ctx.pg.query(sql) } as unknown as QueryRunner;
    const migration = new MicroBreakInterval1764859000000();
    const members = await Promise.all([1, 2, 3, 4].map(() => signedInBrowser(ctx.api.base)));
    for (const m of members) expect((await m.put('/api/stretch-reminders', settings)).status).toBe(200);
    const ids = await Promise.all(members.map(async (m) => (await m.get('/api/auth/user')).json.id as string));
    const cadences = async () =>
      Promise.all(members.map(async (m) => (await m.get('/api/stretch-reminders')).json.cadenceMinutes));
    const store = async (values: number[]) => {
      for (const [i, v] of values.entries())
        await ctx.pg.query('UPDATE stretch_reminders SET cadence_minutes = $1 WHERE user_id = $2', [v, ids[i]]);
    };
    try {
      await migration.down(q);
      // What members could save before: 30 to 120.
      await store([30, 45, 60, 120]);
      await migration.up(q);
      expect(await cadences()).toEqual([30, 40, 40, 40]);
      await expect(store([19, 25, 25, 25])).rejects.toThrow(/stretch_reminders_cadence_check/);
      await store([20, 25, 35, 40]);
      await migration.down(q);
      expect(await cadences()).toEqual([30, 30, 35, 40]);
    } finally {
      await migration.up(q);
    }
  });
});

describe('exercise entry rate limit', () => {
  const limited = apiWithDatabase({ ENTRIES_PER_USER_PER_HOUR: '3' });

  it('refuses a fourth entry in an hour with 429 and Retry-After, storing nothing; another user is unaffected', async () => {
    const b = new Browser(limited.api.base, '10.9.9.1');
    await b.post('/api/auth/signup', newUser());
    for (let i = 0; i < 3; i++) expect((await b.post('/api/exercise-entries', run30)).status).toBe(201);
    const refused = await b.post('/api/exercise-entries', run30);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^You have logged 3 exercise entries in the last hour\. Please wait /);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number((await limited.pg.query('SELECT count(*) FROM exercise_entries')).rows[0].count)).toBe(3);
    const other = await signedInBrowser(limited.api.base);
    expect((await other.post('/api/exercise-entries', run30)).status).toBe(201);
  });
});
