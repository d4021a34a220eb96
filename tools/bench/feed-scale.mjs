// The community feed's first page costs about the same in a community of 100,000 posts
// (1,000,000 likes, 300,000 comments) as in one of 100: keyset paging on (created_at, id), counts
// kept on the post, and per-post probes on primary keys, never a count scan. Two communities (two
// databases, one API each) measured in the same run, alternating.
import pg from 'pg';
import { p50p95, signUp } from './lib/bench-users.mjs';
import { atMost, mark, table } from './lib/verdict.mjs';

const TARGET_RATIO = 1.5;
const SAMPLES = Number(process.env.BENCH_FEED_SAMPLES ?? 200);
const WARMUP = 20;
const MEMBERS = 20;

const FEED_SIZES = {
  small: { posts: 100, likes: 1_000, comments: 300 },
  large: { posts: 100_000, likes: 1_000_000, comments: 300_000 },
};

/** @typedef {{ posts: string, likes: string, comments: string }} Counts (PostgreSQL's count() as text) */

/**
 * A community of `size`: MEMBERS members writing the posts (a minute apart, newest now), each liking
 * every post whose position and member number sum to a multiple of MEMBERS / (likes per post), and
 * comments spread over the posts; the reader (a signed-up user) likes one post in seven.
 * @param {import("pg").Client} db
 * @param {{ posts: number, likes: number, comments: number }} size
 * @param {string} readerId
 * @returns {Promise<Counts>}
 */
async function seedCommunity(db, size, readerId) {
  await db.query(
    `INSERT INTO users (username, email, pin_hash, first_name, last_name)
     SELECT 'member' || g || '@bench.test', 'member' || g || '@bench.test', 'not-a-hash', 'Member', g::text
     FROM generate_series(1, $1) g`,
    [MEMBERS],
  );
  const members = `(SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE username LIKE 'member%@bench.test')`;
  await db.query(
    `INSERT INTO community_posts (user_id, content, created_at)
     SELECT m.id, 'Between patients today: post ' || g, now() - g * interval '1 minute'
     FROM generate_series(1, $1) g JOIN ${members} m ON m.n = 1 + g % ${MEMBERS}`,
    [size.posts],
  );
  const posts = `(SELECT id, row_number() OVER (ORDER BY created_at DESC) AS n FROM community_posts)`;
  const perPost = size.likes / size.posts;
  await db.query(
    `INSERT INTO post_likes (post_id, user_id)
     SELECT p.id, m.id FROM ${posts} p JOIN ${members} m ON (p.n + m.n) % (${MEMBERS} / $1) = 0`,
    [perPost],
  );
  await db.query(`INSERT INTO post_likes (post_id, user_id) SELECT id, $1 FROM ${posts} p WHERE p.n % 7 = 0`, [
    readerId,
  ]);
  await db.query(
    `INSERT INTO post_comments (post_id, user_id, content)
     SELECT p.id, m.id, 'Great idea ' || g FROM generate_series(1, $1) g
     JOIN ${posts} p ON p.n = 1 + g % $2 JOIN ${members} m ON m.n = 1 + g % ${MEMBERS}`,
    [size.comments, size.posts],
  );
  await db.query(
    `UPDATE community_posts c SET
       likes_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = c.id),
       comments_count = (SELECT count(*) FROM post_comments k WHERE k.post_id = c.id)`,
  );
  await db.query('ANALYZE');
  const counts = await db.query(
    `SELECT (SELECT count(*) FROM community_posts) AS posts, (SELECT count(*) FROM post_likes) AS likes,
            (SELECT count(*) FROM post_comments) AS comments`,
  );
  return counts.rows[0];
}

/**
 * @param {string} api
 * @param {string} cookie
 */
async function firstPage(api, cookie) {
  const t0 = process.hrtime.bigint();
  const res = await fetch(`${api}/api/community-posts`, { headers: { cookie } });
  const body = await res.json();
  if (res.status !== 200 || body.length !== 20)
    throw new Error(`the feed answered ${res.status} (${body.length} posts)`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/**
 * `small` and `large`: each an API base URL and its database's URL, migrated and empty.
 * @param {{ small: { api: string, dbUrl: string }, large: { api: string, dbUrl: string } }} communities
 */
export async function feedScaleBench({ small, large }) {
  /** @typedef {{ api: string, reader: { cookie: string }, counts: Counts, times: number[] }} Side */
  /** @type {Partial<Record<'small' | 'large', Side>>} */
  const sides = {};
  for (const name of /** @type {const} */ (['small', 'large'])) {
    const where = { small, large }[name];
    const reader = await signUp(where.api, `feed-${name}`);
    const db = new pg.Client({ connectionString: where.dbUrl });
    await db.connect();
    try {
      sides[name] = { ...where, reader, counts: await seedCommunity(db, FEED_SIZES[name], reader.id), times: [] };
    } finally {
      await db.end();
    }
  }
  for (let i = 0; i < WARMUP; i++) for (const s of Object.values(sides)) await firstPage(s.api, s.reader.cookie);
  for (let i = 0; i < SAMPLES; i++)
    for (const s of Object.values(sides)) s.times.push(await firstPage(s.api, s.reader.cookie));
  const [smallSide, largeSide] = [/** @type {Side} */ (sides.small), /** @type {Side} */ (sides.large)];
  const [a, b] = [p50p95(smallSide.times), p50p95(largeSide.times)];
  const ratio = atMost(b.p50 / a.p50, TARGET_RATIO);
  const row = (/** @type {string} */ label, /** @type {Side} */ s, /** @type {{ p50: number, p95: number }} */ t) => [
    label,
    s.counts.posts,
    s.counts.likes,
    s.counts.comments,
    t.p50.toFixed(2),
    t.p95.toFixed(2),
  ];
  console.log(`\nCommunity feed, first page of 20 (${SAMPLES} loads each, alternating)`);
  console.log(
    table([
      ['', 'posts', 'likes', 'comments', 'p50 ms', 'p95 ms'],
      row('community of 100 posts', smallSide, a),
      row('community of 100,000 posts', largeSide, b),
    ]),
  );
  console.log(`  p50 ratio 100,000/100  ${ratio.value.toFixed(2)} (target ${ratio.rule})  ${mark(ratio)}`);
}
