import { Redis } from 'ioredis';
import { Client } from 'pg';
import { dropQueueKeys, freePort, spawnWorker, type StartedProcess } from '../../../tools/testing/index.mjs';
import { startOpenAiFake } from '../../../tools/fakes/openai-compatible.mjs';
import { exited, startApiProcess, type ApiProcess } from './api-process';
import {
  Browser,
  createTestDatabase,
  eventually,
  newUser,
  PIXEL_PNG,
  PROVIDER_MEAL,
  signedInBrowser,
  startGateway,
} from './harness';
import { startRoundRobin } from './round-robin';

// Two API instances and two workers on real PostgreSQL and Redis, haproxy round-robining over the APIs
// (checking /api/health/ready, as a cluster's balancer does) and the real gateway in front of it.
// Twenty members log food, start voice and photo analyses, post and like. Mid-load one API instance
// gets SIGTERM and a replacement starts, and one worker is killed -9 (the other takes its jobs once
// their locks expire). Afterwards nothing the members saw succeed is missing or stored twice, no
// request failed, and what is kept per member (sessions, limits, lockouts, stats) is shared.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-multi-${process.pid}-${Date.now().toString(36)}`;
const MEMBERS = 20;
const LOAD_MS = 30_000;
const SIGTERM_AT_MS = 7_000;
// Photos are spread over the load (one each at 0, 8 and 16 s), so some are running when the worker dies.
const PHOTO_EVERY_MS = 8_000;
const KILL_WORKER_AT_MS = 8_000;
/** More photos at the provider than the surviving worker can hold (concurrency 4): the other holds some. */
const KILL_WHEN_AT_PROVIDER = 6;
// Per member, under the per-hour and per-minute limits of the defaults (posts 20/h, analyses 20/min).
const CAP = { entries: 120, voice: 4, photos: 3, posts: 5, likes: 15 };

interface Member {
  browser: Browser;
  id: string;
  entries: { id: string; foodName: string }[];
  posts: { id: string; content: string }[];
  likes: string[];
  analyses: { kind: 'voice' | 'photo'; jobId?: string }[];
}

jest.setTimeout(150_000);

describe('two API instances and two workers behind the gateway, one drained and one killed mid-load', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pg: Client;
  let ai: Awaited<ReturnType<typeof startOpenAiFake>>;
  const apis: ApiProcess[] = [];
  const workers: StartedProcess[] = [];
  let balancer: Awaited<ReturnType<typeof startRoundRobin>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  const apiEnv: Record<string, string> = {
    QUEUE_PREFIX: PREFIX,
    // One secret for every instance: a session cookie signed by one is read by the others.
    SESSION_SECRET: 'multi-instance-test-session-secret-0123456789',
    // Every member signs up and in through the gateway from one address.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    LOGINS_PER_ADDRESS_PER_MINUTE: '1000',
    // Short waits: most analyses answer 202 and are read back by their job id.
    ANALYSIS_WAIT_MS: '800',
    // Longer than haproxy needs to see two failed checks (2 × 300 ms), so it stops sending first.
    SHUTDOWN_DELAY_MS: '2500',
    SHUTDOWN_TIMEOUT_MS: '10000',
  };
  const workerEnv = () => ({
    REDIS_URL,
    QUEUE_PREFIX: PREFIX,
    DATABASE_URL: db.url,
    AI_API_KEY: ai.apiKey,
    AI_BASE_URL: ai.baseUrl,
    WORKER_CONCURRENCY: '4',
    // A killed worker's jobs are taken by the other once their lock lapses (lock and stalled check).
    WORKER_LOCK_MS: '2000',
  });
  let spare: number;
  let atProvider = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    pg = new Client({ connectionString: db.url });
    await pg.connect();
    // Each photo analysis is at the provider for a while, counted, so the worker is killed holding some.
    ai = await startOpenAiFake({
      fallback: async () => {
        atProvider++;
        await new Promise((r) => setTimeout(r, 1500));
        atProvider--;
        return { content: PROVIDER_MEAL };
      },
    });
    apis.push(...(await Promise.all([startApiProcess(db.url, apiEnv), startApiProcess(db.url, apiEnv)])));
    workers.push(...(await Promise.all([spawnWorker(workerEnv()), spawnWorker(workerEnv())])));
    spare = await freePort();
    balancer = await startRoundRobin(
      [
        { name: 'a', port: apis[0]!.port },
        { name: 'b', port: apis[1]!.port },
      ],
      { name: 'c', port: spare },
    );
    gateway = await startGateway(balancer.url);
  });

  afterAll(async () => {
    await gateway?.stop();
    await balancer?.stop();
    for (const a of apis) await a.stop('SIGKILL');
    for (const w of workers) await w.stop('SIGKILL');
    await ai?.close();
    await pg?.end();
    await dropQueueKeys(REDIS_URL, PREFIX);
    await db?.drop();
  });

  it('loses, doubles and fails nothing, and shares sessions, limits, stats and streaks', async () => {
    // Sign-ups hash a PIN each (argon2, CPU-bound): five at a time, spread over both instances.
    const members: Member[] = [];
    while (members.length < MEMBERS) {
      const batch = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const browser = await signedInBrowser(gateway.url);
          const me = await browser.get('/api/auth/user');
          return { browser, id: me.json.id as string, entries: [], posts: [], likes: [], analyses: [] };
        }),
      );
      members.push(...batch);
    }

    const failures: string[] = [];
    const postIds: string[] = [];
    const call = async (m: Member, method: string, path: string, body: unknown, ok: number[]) => {
      try {
        const r = await m.browser.request(method, path, body);
        if (!ok.includes(r.status)) failures.push(`${method} ${path}: ${r.status} ${r.text.slice(0, 200)}`);
        return ok.includes(r.status) ? r : null;
      } catch (e) {
        // fetch's errors come from another realm under jest: read the cause without instanceof.
        const err = e as { message?: string; cause?: { code?: string; message?: string } };
        failures.push(
          `${method} ${path}: ${err.message ?? String(e)} (${err.cause?.code ?? ''} ${err.cause?.message ?? ''})`,
        );
        return null;
      }
    };

    const photos = (m: Member) => m.analyses.filter((a) => a.kind === 'photo').length;
    const started = Date.now();
    const until = started + LOAD_MS;
    const load = members.map(async (m, k) => {
      for (let i = 0; Date.now() < until; i++) {
        const step = i % 10;
        if (step <= 5 && m.entries.length < CAP.entries) {
          const foodName = `load ${k}-${i}`;
          const r = await call(
            m,
            'POST',
            '/api/food-entries',
            { foodName, calories: 100 + i, mealType: 'lunch' },
            [201],
          );
          if (r) m.entries.push({ id: r.json.id, foodName });
        } else if (step === 6 && m.analyses.filter((a) => a.kind === 'voice').length < CAP.voice) {
          const body = { foodName: 'apple', quantity: 1, unit: 'pieces', mealType: 'snack' };
          const r = await call(m, 'POST', '/api/analyze-food-voice', body, [200, 202]);
          if (r) m.analyses.push({ kind: 'voice', jobId: r.status === 202 ? r.json.jobId : undefined });
        } else if (step === 7 && photos(m) < CAP.photos && Date.now() - started >= photos(m) * PHOTO_EVERY_MS) {
          const r = await call(m, 'POST', '/api/analyze-food', { imageData: PIXEL_PNG, mealType: 'lunch' }, [200, 202]);
          if (r) m.analyses.push({ kind: 'photo', jobId: r.status === 202 ? r.json.jobId : undefined });
        } else if (step === 8 && m.posts.length < CAP.posts) {
          const content = `Lunch note ${k}-${i}`;
          const r = await call(m, 'POST', '/api/community-posts', { content }, [201]);
          if (r) {
            m.posts.push({ id: r.json.id, content });
            postIds.push(r.json.id);
          }
        } else if (step === 9 && m.likes.length < CAP.likes) {
          const mine = new Set(m.posts.map((p) => p.id));
          const target = postIds.find((id) => !mine.has(id) && !m.likes.includes(id));
          if (!target) continue;
          const r = await call(m, 'POST', `/api/community-posts/${target}/like`, undefined, [200, 201]);
          if (r) {
            expect(r.json.liked).toBe(true);
            m.likes.push(target);
          }
        } else {
          await call(m, 'GET', i % 2 ? '/api/streak' : '/api/community-posts', undefined, [200]);
        }
      }
    });

    // Mid-load: a rolling update replaces instance a (SIGTERM, a new one in the spare slot c), and
    // worker 1 dies without a word.
    const events = (async () => {
      await new Promise((r) => setTimeout(r, SIGTERM_AT_MS - (Date.now() - started)));
      apis[0]!.child.kill('SIGTERM');
      apis.push(await startApiProcess(db.url, { ...apiEnv, PORT: String(spare) }));
      await new Promise((r) => setTimeout(r, Math.max(0, KILL_WORKER_AT_MS - (Date.now() - started))));
      await eventually(async () => (atProvider >= KILL_WHEN_AT_PROVIDER ? true : undefined), 200, 50);
      workers[0]!.child.kill('SIGKILL');
      return exited(apis[0]!);
    })();
    await Promise.all(load);
    expect(await events).toBe(0);

    // No request failed, the drain included; haproxy saw the draining instance leave and the new one come.
    expect(failures).toEqual([]);
    expect(balancer.output()).toMatch(/Server apis\/a is DOWN, reason: Layer7 wrong status, code: 503/);
    expect(balancer.output()).toMatch(/Server apis\/c is UP/);
    expect(apis[0]!.output()).toContain('api: requests in flight finished');

    // Every analysis started is answered, those that outlived the wait too (some by the surviving worker).
    const pending = members.flatMap((m) => m.analyses.filter((a) => a.jobId).map((a) => ({ m, jobId: a.jobId! })));
    const answers = await Promise.all(
      pending.map(({ m, jobId }) =>
        eventually(
          async () => {
            const r = await m.browser.get(`/api/analysis-jobs/${jobId}`);
            return r.status === 200 && r.json.status !== 'pending' ? r.json : undefined;
          },
          150,
          200,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(pending.map(() => 'done'));
    expect(members.reduce((n, m) => n + m.analyses.length, 0)).toBe(MEMBERS * (CAP.voice + CAP.photos));
    // The jobs the killed worker held were run again by the other: more provider calls than photos.
    expect(ai.requests.length).toBeGreaterThan(MEMBERS * CAP.photos);

    // Everything the members saw stored is stored, once, and nothing else is.
    for (const m of members) {
      const entries = await pg.query<{ id: string; food_name: string }>(
        'SELECT id, food_name FROM food_entries WHERE user_id = $1 ORDER BY id',
        [m.id],
      );
      expect(entries.rows.map((r) => ({ id: r.id, foodName: r.food_name }))).toEqual(
        [...m.entries].sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
      const posts = await pg.query<{ id: string; content: string }>(
        'SELECT id, content FROM community_posts WHERE user_id = $1 ORDER BY id',
        [m.id],
      );
      expect(posts.rows).toEqual([...m.posts].sort((a, b) => (a.id < b.id ? -1 : 1)));
      const likes = await pg.query<{ post_id: string }>(
        'SELECT post_id FROM post_likes WHERE user_id = $1 ORDER BY post_id',
        [m.id],
      );
      expect(likes.rows.map((r) => r.post_id)).toEqual([...m.likes].sort());
    }
    // Each post's like counter agrees with its likes.
    const counters = await pg.query(
      `SELECT p.id FROM community_posts p
        WHERE p.likes_count <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)`,
    );
    expect(counters.rows).toEqual([]);

    // From here on each surviving instance is called directly, bypassing haproxy and the gateway.
    const [b, c] = [apis[1]!, apis[2]!];

    // A session made on one instance works on the other.
    const onB = await signedInBrowser(b.base, newUser('Sam Lee'));
    const meOnB = await onB.get('/api/auth/user');
    const meOnC = await new Browser(c.base).request('GET', '/api/auth/user', undefined, { cookie: onB.sessionCookie });
    expect(meOnC.status).toBe(200);
    expect(meOnC.json.id).toBe(meOnB.json.id);

    // The per-member post limit (20 an hour) counts across instances: 10 on each, the 21st refused on both.
    const asOnC = (method: string, path: string, body?: unknown) =>
      new Browser(c.base).request(method, path, body, {
        cookie: onB.sessionCookie,
        'content-type': 'application/json',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await onB.post('/api/community-posts', { content: `limit B ${i}` })).status);
      statuses.push((await asOnC('POST', '/api/community-posts', { content: `limit C ${i}` })).status);
    }
    expect(statuses).toEqual(Array(20).fill(201));
    expect((await onB.post('/api/community-posts', { content: 'one too many' })).status).toBe(429);
    expect((await asOnC('POST', '/api/community-posts', { content: 'one too many' })).status).toBe(429);

    // The login lockout counts across instances: 3 wrong PINs on b and 2 on c lock the account on both.
    const owner = newUser('Kim Ode');
    await signedInBrowser(b.base, owner);
    const login = (base: string, pin: string) =>
      new Browser(base).post('/api/auth/login', { username: owner.email, pin }).then((r) => r.status);
    const wrong = [];
    for (const base of [b.base, c.base, b.base, c.base, b.base]) wrong.push(await login(base, '9081726'));
    expect(wrong).toEqual([401, 401, 401, 401, 401]);
    expect(await login(c.base, owner.pin)).toBe(429);
    expect(await login(b.base, owner.pin)).toBe(429);

    // Community stats and streaks are the same whichever instance answers (counted afresh once).
    const redis = new Redis(REDIS_URL);
    await redis.del(`${PREFIX}:chairside:community-stats:${db.name}`);
    await redis.quit();
    const statsB = await members[0]!.browser.request('GET', '/api/community-stats');
    const asMember0 = new Browser(c.base);
    const statsC = await asMember0.request('GET', '/api/community-stats', undefined, {
      cookie: members[0]!.browser.sessionCookie,
    });
    const users = await pg.query<{ n: string }>('SELECT count(*) AS n FROM users');
    expect(statsB.status).toBe(200);
    expect(statsB.json.members).toBe(Number(users.rows[0]!.n));
    expect(statsC.json).toEqual(statsB.json);
    for (const m of members) {
      const fromB = await new Browser(b.base).request('GET', '/api/streak', undefined, {
        cookie: m.browser.sessionCookie,
      });
      const fromC = await new Browser(c.base).request('GET', '/api/streak', undefined, {
        cookie: m.browser.sessionCookie,
      });
      // Every member logged food today (and not before): a streak of one day.
      expect(fromB.json.days).toBe(1);
      expect(fromC.json).toEqual(fromB.json);
    }
  });
});
