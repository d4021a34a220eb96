import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { QueryRunner } from 'typeorm';
import { BodyCheckIns1764858000000 } from '../src/db/migrations/1764858000000-body-check-ins';
import { apiWithDatabase, newUser, processOutput, signedInBrowser, Browser } from './harness';

/**
 * The weekly pain check-in: one a day (a second save replaces it), only the member's own, validated by
 * the contract, limited per hour, in the download and gone with the account; and what the rules make
 * of it against the seeded catalogue: due, the break suggestion, the trend and the calm notes.
 * Each test's member saves at most 6 times, the hourly limit here.
 */
// The security log on, to see that its lines (another member's id refused) carry no check-in.
const ctx = apiWithDatabase({ ENTRIES_PER_USER_PER_HOUR: '6', SECURITY_LOG: 'on' });

/** Today (or `back` days before) in UTC, YYYY-MM-DD. */
const day = (back = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
};
const save = (b: Browser, date: string, regions: Record<string, unknown>) =>
  b.put(`/api/body-check-ins/${date}`, { regions, tz: 'UTC' });
const NONE = { score: 0, keptFromWork: false, side: null, numbness: false };

describe('body check-ins', () => {
  it('saves one a day (a new one replaces it), lists the last 12 weeks, deletes, and is due after 7 days', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/body-check-in-status?tz=UTC')).json).toEqual({
      due: true,
      lastDate: null,
      dueDate: day(),
      notes: [],
    });

    const first = await save(b, day(8), { neck: { score: 4 } });
    expect(first.status).toBe(200);
    // The regions left out come back as no trouble; the sent one gets its defaults.
    expect(first.json.regions.neck).toEqual({ score: 4, keptFromWork: false, side: null, numbness: false });
    expect(first.json.regions.knees).toEqual(NONE);
    // 8 days old: due, 7 days after it.
    expect((await b.get('/api/body-check-in-status?tz=UTC')).json).toMatchObject({
      due: true,
      lastDate: day(8),
      dueDate: day(1),
    });

    const again = await save(b, day(2), { knees: { score: 3, side: 'left', keptFromWork: true } });
    const replaced = await save(b, day(2), { knees: { score: 5, side: 'both' } });
    expect(replaced.json.id).toBe(again.json.id);
    expect(replaced.json.regions.knees).toEqual({ score: 5, keptFromWork: false, side: 'both', numbness: false });
    // 2 days old: not due until 5 days from today.
    expect((await b.get('/api/body-check-in-status?tz=UTC')).json).toMatchObject({
      due: false,
      lastDate: day(2),
      dueDate: day(-5),
    });

    // The default window: the last 12 weeks, 84 days with today (today - 83 to today).
    const list = (await b.get('/api/body-check-ins?tz=UTC')).json;
    expect(list.from).toBe(day(83));
    expect(list.to).toBe(day());
    expect(list.checkIns.map((c: { date: string }) => c.date)).toEqual([day(8), day(2)]);
    const ranged = (await b.get(`/api/body-check-ins?from=${day(5)}&to=${day()}`)).json;
    expect(ranged.checkIns.map((c: { date: string }) => c.date)).toEqual([day(2)]);

    // Another member neither sees nor deletes it.
    const other = await signedInBrowser(ctx.api.base);
    expect((await other.get('/api/body-check-ins?tz=UTC')).json.checkIns).toEqual([]);
    expect((await other.request('DELETE', `/api/body-check-ins/${replaced.json.id}`)).status).toBe(404);

    expect((await b.request('DELETE', `/api/body-check-ins/${replaced.json.id}`)).status).toBe(204);
    expect((await b.request('DELETE', `/api/body-check-ins/${replaced.json.id}`)).status).toBe(404);
    expect((await b.get('/api/body-check-in-status?tz=UTC')).json.lastDate).toBe(day(8));
  });

  it('refuses a score of 11, a missing side, a side on the neck, a future day, and another user id', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const refused = async (date: string, body: unknown) => {
      const r = await b.put(`/api/body-check-ins/${date}`, body);
      expect(r.status).toBe(400);
      return r.json.message as string;
    };
    expect(await refused(day(), { regions: { neck: { score: 11 } } })).toMatch(
      /regions\.neck\.score: score must be from 0 to 10/,
    );
    expect(await refused(day(), { regions: { wrists_hands: { score: 6 } } })).toMatch(
      /regions\.wrists_hands: say which side: left, right or both \(Wrists\/hands\)/,
    );
    expect(await refused(day(), { regions: { neck: { score: 2, side: 'left' } } })).toMatch(
      /Neck has no left or right side/,
    );
    expect(await refused(day(-2), { regions: {}, tz: 'UTC' })).toMatch(
      /date: must be today or one of the 30 days before/,
    );
    expect(await refused(day(), { regions: {}, userId: 'someone' })).toMatch(/userId/);
    expect(await refused(day(), { regions: { elbow: { score: 1 } } })).toMatch(/elbow/);
    expect((await b.get('/api/body-check-ins?tz=UTC')).json.checkIns).toEqual([]);
    expect((await new Browser(ctx.api.base).get('/api/body-check-ins')).status).toBe(401);
  });

  it('refuses a day, an id, a range or a zone in the address that the contract does not take', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const refused = async (res: Promise<{ status: number; json: { message: string } }>) => {
      const r = await res;
      expect(r.status).toBe(400);
      return r.json.message;
    };
    expect(await refused(b.put('/api/body-check-ins/2026-02-30', { regions: {}, tz: 'UTC' }))).toBe(
      'date: must be a real calendar date',
    );
    expect(await refused(b.put('/api/body-check-ins/today', { regions: {}, tz: 'UTC' }))).toMatch(/^date: /);
    expect(await refused(b.put(`/api/body-check-ins/${day()}`, { regions: {}, tz: 'Mars/Olympus' }))).toMatch(/^tz: /);
    expect(await refused(b.request('DELETE', '/api/body-check-ins/1'))).toBe('id: unknown check-in');
    expect(await refused(b.get(`/api/body-check-ins?from=${day(1)}&to=${day(5)}`))).toBe(
      'to: to must not be before from',
    );
    expect(await refused(b.get('/api/body-check-ins?from=2026-1-5'))).toMatch(/^from: /);
    for (const path of [
      '/api/body-check-ins',
      '/api/body-check-in-status',
      '/api/body-break-suggestion',
      '/api/body-trend',
    ])
      expect(await refused(b.get(`${path}?tz=Mars/Olympus`))).toMatch(/^tz: /);
    expect((await b.get('/api/body-check-ins?tz=UTC')).json.checkIns).toEqual([]);
  });

  it("never writes a check-in's content to the log: a refused save, another member's id, a failed save", async () => {
    const b = await signedInBrowser(ctx.api.base);
    const saved = await save(b, day(), { wrists_hands: { score: 9, side: 'right', numbness: true } });
    expect(saved.status).toBe(200);
    await ctx.pg.query(`CREATE FUNCTION refuse_body_check_in() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure for the log test'; END $$`);
    const statuses: number[] = [];
    const out = await processOutput(async () => {
      statuses.push((await save(b, day(), { wrists_hands: { score: 11, side: 'right', numbness: true } })).status);
      const other = await signedInBrowser(ctx.api.base);
      statuses.push((await other.request('DELETE', `/api/body-check-ins/${saved.json.id}`)).status);
      await ctx.pg.query(
        'CREATE TRIGGER refuse_body_check_in BEFORE UPDATE ON body_check_ins FOR EACH ROW EXECUTE FUNCTION refuse_body_check_in()',
      );
      statuses.push((await save(b, day(), { wrists_hands: { score: 8, side: 'left', numbness: true } })).status);
    }).finally(() => ctx.pg.query('DROP TRIGGER IF EXISTS refuse_body_check_in ON body_check_ins'));
    expect(statuses).toEqual([400, 404, 500]);
    // The refusal of another member's id and the failure were written; neither names a region or an answer.
    expect(out).toContain('"event":"access.denied"');
    expect(out).toContain('forced failure for the log test');
    for (const content of ['wrists_hands', 'score', 'numbness', '"side"', 'right', 'left'])
      expect(out).not.toContain(content);
  });

  it('refuses a seventh save in an hour with 429; another member is unaffected', async () => {
    const b = await signedInBrowser(ctx.api.base);
    for (let i = 0; i < 6; i++) expect((await save(b, day(), { neck: { score: i } })).status).toBe(200);
    const refused = await save(b, day(), { neck: { score: 7 } });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^You have saved a check-in 6 times in the last hour\. Please wait /);
    expect((await save(await signedInBrowser(ctx.api.base), day(), {})).status).toBe(200);
  });

  it('aims the break at the worst regions of the seeded catalogue and leaves out what loads a wrist at 9', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/body-break-suggestion?tz=UTC')).json).toEqual({
      checkInDate: null,
      regions: [],
      stretches: [],
      leftOut: [],
      phrase: null,
    });
    await save(b, day(1), {
      neck: { score: 6 },
      wrists_hands: { score: 9, side: 'right' },
      lower_back: { score: 3 },
    });
    const s = (await b.get('/api/body-break-suggestion?tz=UTC')).json;
    // Worked by hand: right wrist 9, neck 6, lower back 3 → the wrist and the neck are aimed at.
    // The catalogue comes by category then name (hand_wrist, hip, knee_ankle, neck, torso).
    // Wrist stretches: Finger Fan (loads nothing) stays; Prayer, Thumb, Wrist Extensor and Wrist
    // Flexor load the wrists (9 >= 8) and are left out. Neck stretches: Chin Tuck, Levator
    // Scapulae, Neck Rotation, Upper Trapezius (the neck is 6, under 8: none left out).
    // In turns: wrist's Finger Fan, neck's Chin Tuck, then (no second wrist stretch) neck's Levator.
    expect(s.checkInDate).toBe(day(1));
    expect(s.stretches.map((x: { name: string }) => x.name)).toEqual([
      'Finger Fan and Fist',
      'Chin Tuck',
      'Levator Scapulae Stretch',
    ]);
    expect(s.leftOut.map((l: { reason: string }) => l.reason)).toEqual([
      'left out: Prayer Stretch loads your right wrist, marked 9',
      'left out: Thumb Stretch loads your right wrist, marked 9',
      'left out: Wrist Extensor Stretch loads your right wrist, marked 9',
      'left out: Wrist Flexor Stretch loads your right wrist, marked 9',
    ]);
    expect(s.phrase).toBe('for your right wrist and neck');
    // Every stretch of the catalogue is tagged: it serves at least one region.
    const catalogue = (await b.get('/api/ergonomic-stretches')).json as {
      name: string;
      serves: string[];
      loads: string[];
    }[];
    expect(catalogue).toHaveLength(25);
    expect(catalogue.filter((c) => c.serves.length === 0)).toEqual([]);
    expect(catalogue.find((c) => c.name === 'Wrist Flexor Stretch')).toMatchObject({
      serves: ['wrists_hands', 'elbows'],
      loads: ['wrists_hands'],
    });
  });

  it('gives the trend over 4 weekly check-ins beside the breaks, and the calm notes at their thresholds', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const stretches = (await b.get('/api/ergonomic-stretches')).json as { id: string }[];
    const breakNow = () =>
      b.post('/api/exercise-entries', {
        exerciseType: 'ergonomic',
        name: 'Stretch break',
        duration: 2,
        intensity: 'low',
        caloriesBurned: 4,
        metadata: { exerciseTypeLabel: 'Ergonomic Stretch', intensityLabel: 'Light', stretchIds: [stretches[0]!.id] },
      });
    const summary = async () => (await b.get('/api/body-trend?tz=UTC')).json.summary;
    // Check-ins 7 days apart fall in 4 consecutive weeks (the last in this one).
    await save(b, day(21), { neck: { score: 6 }, knees: { score: 7, side: 'left' } });
    // One week with a check-in, 3 weeks back: the line names its Monday ("Nov 2"), no breaks yet.
    const monday = new Date(`${day(21)}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const week = `${monday.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })} ${monday.getUTCDate()}`;
    expect(await summary()).toEqual([
      `Neck: 6 at your check-in in the week of ${week}; no breaks logged that week`,
      `Knees: 7 at your check-in in the week of ${week}; no breaks logged that week`,
    ]);
    await save(b, day(14), { neck: { score: 5 }, knees: { score: 8, side: 'left' } });
    await save(b, day(7), { neck: { score: 4 }, knees: { score: 7, side: 'left' } });
    await save(b, day(0), { neck: { score: 3 }, knees: { score: 9, side: 'left' } });
    expect(await summary()).toEqual([
      'Neck: 6 → 3 over 4 weeks; no breaks logged in those weeks',
      'Knees: 7 → 9 over 4 weeks; no breaks logged in those weeks',
    ]);
    // Two breaks, both this week.
    expect((await breakNow()).status).toBe(201);
    expect((await breakNow()).status).toBe(201);

    const t = (await b.get('/api/body-trend?tz=UTC')).json;
    expect(t.weeks).toHaveLength(12);
    expect(t.weeks.map((w: { breaks: number }) => w.breaks)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    const neck = t.regions.find((r: { region: string }) => r.region === 'neck');
    expect(neck.scores).toEqual([null, null, null, null, null, null, null, null, 6, 5, 4, 3]);
    // Neck 6 → 3 from week 9 to week 12: 4 weeks inclusive; 0 + 0 + 0 + 2 = 2 breaks.
    expect(t.summary).toEqual([
      'Neck: 6 → 3 over 4 weeks; you took 2 breaks',
      'Knees: 7 → 9 over 4 weeks; you took 2 breaks',
    ]);
    // The left knee at 8, 7, 9 in the last 3 check-ins (all 7 or more): the calm note.
    const note =
      'Your left knee has been at 7 or more in your last 3 check-ins. It may help to talk it over with a doctor or physiotherapist.';
    expect(t.notes.map((n: { text: string }) => n.text)).toEqual([note]);

    // Today's check-in redone with the knee at 6 and tingling in the right wrist: the run is broken,
    // the tingling brings its own note.
    await save(b, day(0), {
      neck: { score: 3 },
      knees: { score: 6, side: 'left' },
      wrists_hands: { score: 2, side: 'right', numbness: true },
    });
    expect((await b.get('/api/body-check-in-status?tz=UTC')).json.notes).toEqual([
      {
        kind: 'numbness',
        region: 'wrists_hands',
        text: 'You noted numbness or tingling in your right wrist. It may help to talk it over with a doctor or physiotherapist.',
      },
    ]);
  });

  it('is in the account download as JSON and CSV, and gone with the account', async () => {
    const user = newUser();
    const b = await signedInBrowser(ctx.api.base, user);
    await save(b, day(3), { elbows: { score: 4, side: 'right', keptFromWork: true } });
    const res = await fetch(`${ctx.api.base}/api/account/export`, { headers: { cookie: b.sessionCookie } });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['body-check-ins.json']!));
    expect(json).toHaveLength(1);
    expect(json[0].date).toBe(day(3));
    expect(json[0].regions.elbows).toEqual({ score: 4, keptFromWork: true, side: 'right', numbness: false });
    const csv = strFromU8(files['body-check-ins.csv']!).trim().split(/\r?\n/);
    expect(csv[0]).toBe('date,region,score,kept_from_work,side,numbness');
    // Nine rows, in the Nordic order: neck, shoulders, upper back, elbows …
    expect(csv).toHaveLength(10);
    expect(csv[1]).toBe(`${day(3)},neck,0,false,,false`);
    expect(csv[4]).toBe(`${day(3)},elbows,4,true,right,false`);
    expect(strFromU8(files['README.txt']!)).toContain('body-check-ins.json / .csv');

    const id = (await b.get('/api/auth/user')).json.id as string;
    expect((await b.request('DELETE', '/api/account', { pin: user.pin })).status).toBe(204);
    const left = await ctx.pg.query('SELECT count(*)::int AS n FROM body_check_ins WHERE user_id = $1', [id]);
    expect(left.rows[0].n).toBe(0);
  });

  it('is read by no community code: neither the API module nor the community remote names it', () => {
    // The community shows what members chose to share; a check-in is never among it, so no query,
    // import or type of the community may reach the table, the body module or its contracts.
    const root = join(__dirname, '../../..');
    const sources = ['services/api/src/modules/community', 'mfe-community/src'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => join(dir, f)),
    );
    expect(sources.length).toBeGreaterThan(10);
    const naming = sources.filter((f) =>
      /body_check_ins|body-check-in|BodyCheckIn|bodyCheckIn|modules\/body\b|\.\.\/body\//.test(
        readFileSync(join(root, f), 'utf8'),
      ),
    );
    expect(naming).toEqual([]);
  });

  it('its migration undone drops the table and the stretch tags, and done again brings them back', async () => {
    // The migration only sends SQL, so the test's own connection stands in for TypeORM's runner.
    const q = { query: (sql: string) => ctx.pg.query(sql) } as unknown as QueryRunner;
    const migration = new BodyCheckIns1764858000000();
    const present = async () =>
      (
        await ctx.pg.query(`SELECT table_name, column_name FROM information_schema.columns
           WHERE (table_name = 'body_check_ins' AND column_name = 'regions')
              OR (table_name = 'ergonomic_stretches' AND column_name IN ('serves', 'loads'))
           ORDER BY 1, 2`)
      ).rows.map((r: { table_name: string; column_name: string }) => `${r.table_name}.${r.column_name}`);
    // The seed fills the tags after the migrations; kept here to put back for whatever runs next.
    const tags = (await ctx.pg.query('SELECT id, serves, loads FROM ergonomic_stretches')).rows;
    expect(await present()).toEqual([
      'body_check_ins.regions',
      'ergonomic_stretches.loads',
      'ergonomic_stretches.serves',
    ]);
    try {
      await migration.down(q);
      expect(await present()).toEqual([]);
    } finally {
      await migration.up(q);
      for (const t of tags)
        await ctx.pg.query('UPDATE ergonomic_stretches SET serves = $2, loads = $3 WHERE id = $1', [
          t.id,
          JSON.stringify(t.serves),
          JSON.stringify(t.loads),
        ]);
    }
    expect(await present()).toEqual([
      'body_check_ins.regions',
      'ergonomic_stretches.loads',
      'ergonomic_stretches.serves',
    ]);
    // Back as it was: one check-in a day per member, and gone with the member.
    const b = await signedInBrowser(ctx.api.base);
    expect((await save(b, day(), { neck: { score: 2 } })).status).toBe(200);
    const constraints = await ctx.pg.query(
      `SELECT conname FROM pg_constraint WHERE conrelid = 'body_check_ins'::regclass AND contype IN ('u', 'f') ORDER BY 1`,
    );
    expect(constraints.rows.map((r: { conname: string }) => r.conname)).toEqual([
      'body_check_ins_user_date_key',
      'body_check_ins_user_id_fkey',
    ]);
  });
});
