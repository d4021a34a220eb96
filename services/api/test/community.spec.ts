import sharp from 'sharp';
import { Browser, apiWithDatabase, multipartForm, newUser, signedInBrowser } from './harness';

const ctx = apiWithDatabase();

const count = async (sql: string, params: unknown[] = []) => Number((await ctx.pg.query(sql, params)).rows[0].count);
const rows = (table: string) => count(`SELECT count(*) FROM ${table}`);

const form = multipartForm;

/** A JPEG carrying EXIF with a GPS position, as a phone camera writes it. */
const jpegWithGps = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Chairside Phone', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
    })
    .toBuffer();

async function post(b: Browser, content: string, extra: Record<string, string> = {}) {
  const r = await b.post('/api/community-posts', { content, ...extra });
  expect(r.status).toBe(201);
  return r.json as { id: string; likesCount: number; commentsCount: number };
}

async function manyUsers(n: number): Promise<Browser[]> {
  const out: Browser[] = [];
  for (let i = 0; i < n; i += 10)
    out.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => signedInBrowser(ctx.api.base)))));
  return out;
}

describe('community posts', () => {
  it('stores text verbatim and answers it in the feed with the author, counts and likedByMe', async () => {
    const author = await signedInBrowser(ctx.api.base, { ...newUser('Maya Chen') });
    const created = await post(author, '  <script>alert("hi")</script> & friends  ');
    expect(created).toMatchObject({
      content: '<script>alert("hi")</script> & friends',
      imageUrl: null,
      likesCount: 0,
      commentsCount: 0,
      foodEntry: null,
      likedByMe: false,
      // The display name (Edit Profile: how others see you in the community), whole.
      user: { firstName: 'Maya Chen', lastName: null },
    });
    const reader = await signedInBrowser(ctx.api.base);
    const feed = await reader.get('/api/community-posts');
    expect(feed.status).toBe(200);
    expect(feed.json.find((p: { id: string }) => p.id === created.id)).toEqual(created);
    // A new display name shows on posts already written.
    await author.put('/api/user-profile', { name: 'Dr Maya Chen' });
    const renamed = (await reader.get('/api/community-posts')).json.find((p: { id: string }) => p.id === created.id);
    expect(renamed.user).toMatchObject({ firstName: 'Dr Maya Chen', lastName: null });
  });

  it.each([
    ['blank text', { content: '   ' }, 'content'],
    ['no text', {}, 'content'],
    ['2,001 characters', { content: 'x'.repeat(2001) }, 'content'],
    ['a food entry id that is no id', { content: 'Hi', foodEntryId: 'not-an-id' }, 'foodEntryId'],
    ['a field the contract does not have', { content: 'Hi', userId: '0b8f2f3e-6c1a-4c55-9d1e-4f6c0a2b3c4d' }, ''],
  ])('answers %s with 400 and stores nothing', async (_label, body, field) => {
    const b = await signedInBrowser(ctx.api.base);
    const before = await rows('community_posts');
    const r = await b.post('/api/community-posts', body);
    expect(r.status).toBe(400);
    if (field) expect(r.json.message.startsWith(`${field}:`)).toBe(true);
    expect(await rows('community_posts')).toBe(before);
  });

  it('shares the poster’s own meal as it was; someone else’s meal is a 404 and nothing is stored', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const meal = (
      await b.post('/api/food-entries', { foodName: 'Salmon bowl', mealType: 'dinner', calories: 640, protein: 42.5 })
    ).json;
    const shared = await post(b, 'Dinner!', { foodEntryId: meal.id });
    expect(shared).toMatchObject({
      foodEntry: { foodName: 'Salmon bowl', mealType: 'dinner', calories: 640, protein: 42.5, carbs: 0, fat: 0 },
    });
    const other = await signedInBrowser(ctx.api.base);
    const before = await rows('community_posts');
    const r = await other.post('/api/community-posts', { content: 'Mine now', foodEntryId: meal.id });
    expect(r.status).toBe(404);
    expect(await rows('community_posts')).toBe(before);
  });

  it('re-encodes a photo by content without EXIF or GPS, serves it to signed-in users only, refuses spoofed and oversized files', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const r = await b.request(
      'POST',
      '/api/community-posts',
      form({ content: 'Lunch view' }, { bytes: original, name: 'a.jpg', type: 'image/jpeg' }),
    );
    expect(r.status).toBe(201);
    expect(r.json.imageUrl).toBe(`/api/community-images/${r.json.id}`);
    const other = await signedInBrowser(ctx.api.base);
    const img = await fetch(ctx.api.base + r.json.imageUrl, { headers: { cookie: other.sessionCookie } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(meta.exif).toBeUndefined();
    expect((await fetch(ctx.api.base + r.json.imageUrl)).status).toBe(401);

    const before = [await rows('community_posts'), await rows('community_images')];
    const spoofed = await b.request(
      'POST',
      '/api/community-posts',
      form(
        { content: 'Totally a photo' },
        { bytes: Buffer.from('<svg onload="alert(1)"/>'), name: 'x.jpg', type: 'image/jpeg' },
      ),
    );
    expect(spoofed.status).toBe(415);
    const huge = await b.request(
      'POST',
      '/api/community-posts',
      form({ content: 'Huge' }, { bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1), name: 'big.jpg', type: 'image/jpeg' }),
    );
    expect(huge.status).toBe(413);
    expect([await rows('community_posts'), await rows('community_images')]).toEqual(before);
  });

  it('lets only the author delete (403 for others, 404 for unknown), taking likes, comments and photo with it', async () => {
    const author = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const r = await author.request(
      'POST',
      '/api/community-posts',
      form({ content: 'Bye soon' }, { bytes: await jpegWithGps(), name: 'a.jpg', type: 'image/jpeg' }),
    );
    const id = r.json.id as string;
    await other.post(`/api/community-posts/${id}/like`);
    await other.post(`/api/community-posts/${id}/comments`, { content: 'Nice' });
    expect((await other.request('DELETE', `/api/community-posts/${id}`)).status).toBe(403);
    expect(await count('SELECT count(*) FROM community_posts WHERE id = $1', [id])).toBe(1);
    expect((await author.request('DELETE', '/api/community-posts/0b8f2f3e-6c1a-4c55-9d1e-4f6c0a2b3c4d')).status).toBe(
      404,
    );
    expect((await author.request('DELETE', `/api/community-posts/${id}`)).status).toBe(204);
    for (const table of [
      'community_posts WHERE id',
      'post_likes WHERE post_id',
      'post_comments WHERE post_id',
      'community_images WHERE post_id',
    ])
      expect(await count(`SELECT count(*) FROM ${table} = $1`, [id])).toBe(0);
  });
});

describe('likes, comments and reports', () => {
  it('toggles a like: like, unlike, like again is 1; 100 users liking at once give exactly 100', async () => {
    const author = await signedInBrowser(ctx.api.base);
    const { id } = await post(author, 'Like me');
    const fan = await signedInBrowser(ctx.api.base);
    expect((await fan.post(`/api/community-posts/${id}/like`)).json).toEqual({ liked: true, likesCount: 1 });
    expect((await fan.post(`/api/community-posts/${id}/like`)).json).toEqual({ liked: false, likesCount: 0 });
    expect((await fan.post(`/api/community-posts/${id}/like`)).json).toEqual({ liked: true, likesCount: 1 });

    const crowd = await manyUsers(99);
    const answers = await Promise.all(crowd.map((b) => b.post(`/api/community-posts/${id}/like`)));
    expect(answers.every((a) => a.status === 200 && a.json.liked === true)).toBe(true);
    const stored = await ctx.pg.query('SELECT likes_count FROM community_posts WHERE id = $1', [id]);
    expect(stored.rows[0].likes_count).toBe(100);
    expect(await count('SELECT count(*) FROM post_likes WHERE post_id = $1', [id])).toBe(100);

    // One user pressing twice at once never counts twice: the count always equals the likes stored.
    await Promise.all([fan.post(`/api/community-posts/${id}/like`), fan.post(`/api/community-posts/${id}/like`)]);
    const after = (await ctx.pg.query('SELECT likes_count FROM community_posts WHERE id = $1', [id])).rows[0]
      .likes_count;
    expect(after).toBe(await count('SELECT count(*) FROM post_likes WHERE post_id = $1', [id]));
    expect([99, 100]).toContain(after);
  }, 120_000);

  it('adds and lists comments oldest first with exact counts; only the author deletes a comment', async () => {
    const author = await signedInBrowser(ctx.api.base);
    const { id } = await post(author, 'Comment on me');
    const a = await signedInBrowser(ctx.api.base, newUser('Sam Rivera'));
    expect((await a.get(`/api/community-posts/${id}/comments`)).json).toEqual([]);
    const first = await a.post(`/api/community-posts/${id}/comments`, { content: ' First! ' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ content: 'First!', user: { firstName: 'Sam Rivera' } });
    await author.post(`/api/community-posts/${id}/comments`, { content: 'Thanks' });
    const list = await author.get(`/api/community-posts/${id}/comments`);
    expect(list.json.map((c: { content: string }) => c.content)).toEqual(['First!', 'Thanks']);
    expect((await a.post(`/api/community-posts/${id}/comments`, { content: '   ' })).status).toBe(400);
    expect((await author.request('DELETE', `/api/community-posts/${id}/comments/${first.json.id}`)).status).toBe(403);
    expect((await a.request('DELETE', `/api/community-posts/${id}/comments/${first.json.id}`)).status).toBe(204);
    const feed = await a.get('/api/community-posts');
    expect(feed.json.find((p: { id: string }) => p.id === id).commentsCount).toBe(1);
    expect((await a.get('/api/community-posts/0b8f2f3e-6c1a-4c55-9d1e-4f6c0a2b3c4d/comments')).status).toBe(404);
  });

  it('hides a reported post from the reporter, and from everyone but its author after 3 established reporters', async () => {
    const author = await signedInBrowser(ctx.api.base);
    const { id } = await post(author, 'Questionable');
    const has = async (b: Browser) =>
      (await b.get('/api/community-posts?limit=50')).json.some((p: { id: string }) => p.id === id);
    expect((await author.post(`/api/community-posts/${id}/report`)).status).toBe(400);
    const [r1, r2, r3, bystander] = await manyUsers(4);
    // Established members (a day old, with an entry of their own): the only reports that hide a post
    // from everyone (test/community-moderation.spec.ts covers the others).
    for (const r of [r1!, r2!, r3!]) {
      const me = (await r.get('/api/auth/user')).json.id;
      await ctx.pg.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1`, [me]);
      await r.post('/api/food-entries', { foodName: 'Apple', mealType: 'snack', calories: 80 });
    }
    expect((await r1!.post(`/api/community-posts/${id}/report`)).json).toEqual({ reported: true });
    expect(await has(r1!)).toBe(false);
    expect(await has(bystander!)).toBe(true);
    await r1!.post(`/api/community-posts/${id}/report`); // once per user
    await r2!.post(`/api/community-posts/${id}/report`);
    expect(await has(bystander!)).toBe(true);
    await r3!.post(`/api/community-posts/${id}/report`);
    expect(await has(bystander!)).toBe(false);
    expect((await bystander!.post(`/api/community-posts/${id}/like`)).status).toBe(404);
    expect(await has(author)).toBe(true);
  }, 60_000);
});

describe('the feed', () => {
  it('pages newest first with before/limit, each post once, and refuses a made-up cursor or limit', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const me = (await b.get('/api/auth/user')).json.id;
    await ctx.pg.query('DELETE FROM community_posts');
    await ctx.pg.query(
      `INSERT INTO community_posts (user_id, content, created_at)
       SELECT $1, 'Post ' || i, now() - make_interval(mins => i) FROM generate_series(1, 45) i`,
      [me],
    );
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const r = await b.get(`/api/community-posts?limit=20${before ? `&before=${before}` : ''}`);
      expect(r.status).toBe(200);
      seen.push(...r.json.map((p: { content: string }) => p.content));
      before = r.headers.get('x-next-cursor');
      if (before)
        expect(r.headers.get('link')).toMatch(/^<\/api\/community-posts\?limit=20&before=[A-Za-z0-9_-]+>; rel="next"$/);
      pages++;
    } while (before && pages < 5);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `Post ${i + 1}`));
    expect((await b.get('/api/community-posts')).json).toHaveLength(20);
    expect((await b.get('/api/community-posts?limit=51')).status).toBe(400);
    const bad = await b.get(`/api/community-posts?before=${Buffer.from('1.nope').toString('base64url')}`);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^before: /);
  });

  it('answers real stats', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const stats = await b.get('/api/community-stats');
    expect(stats.status).toBe(200);
    expect(stats.json.members).toBe(await rows('users'));
    expect(stats.json.postsThisWeek).toBeGreaterThanOrEqual(0);
  });

  it('counts a shared meal at once, though the figures are otherwise kept a minute', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const before = (await b.get('/api/community-stats')).json;
    const meal = await b.post('/api/food-entries', {
      foodName: 'Lentil soup',
      mealType: 'lunch',
      calories: 300,
      protein: 18,
      carbs: 40,
      fat: 6,
    });
    expect(meal.status).toBe(201);
    const shared = await post(b, 'Lunch', { foodEntryId: meal.json.id });
    const after = (await b.get('/api/community-stats')).json;
    expect(after.mealsSharedToday).toBe(before.mealsSharedToday + 1);
    expect(after.postsThisWeek).toBe(before.postsThisWeek + 1);
    expect((await b.request('DELETE', `/api/community-posts/${shared.id}`)).status).toBe(204);
    expect((await b.get('/api/community-stats')).json.mealsSharedToday).toBe(before.mealsSharedToday);
  });

  it("shows the author's quiz result as the post's badge, and none before the quiz", async () => {
    const author = await signedInBrowser(ctx.api.base);
    const reader = await signedInBrowser(ctx.api.base);
    const created = await post(author, 'Before the quiz');
    const find = async () =>
      (await reader.get('/api/community-posts')).json.find((p: { id: string }) => p.id === created.id);
    expect((await find()).user.personalityType).toBeNull();
    const quiz = await author.post('/api/nutrition-personality', {
      personalityType: 'macro_master',
      quizAnswers: Array.from({ length: 10 }, () => 'an answer'),
    });
    expect(quiz.status).toBe(201);
    expect((await find()).user.personalityType).toBe('macro_master');
  });
});

describe('community rate limits', () => {
  const limited = apiWithDatabase({ POSTS_PER_USER_PER_HOUR: '2', COMMENTS_PER_USER_PER_HOUR: '2' });

  it('refuses a third post and a third comment in an hour with 429, storing nothing', async () => {
    const b = await signedInBrowser(limited.api.base);
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push((await b.post('/api/community-posts', { content: `Post ${i}` })).json.id);
    const refused = await b.post('/api/community-posts', { content: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^You have shared 2 posts in the last hour\. Please wait /);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++)
      expect((await b.post(`/api/community-posts/${ids[0]}/comments`, { content: 'Hi' })).status).toBe(201);
    const tooChatty = await b.post(`/api/community-posts/${ids[0]}/comments`, { content: 'Hi' });
    expect(tooChatty.status).toBe(429);
    expect(Number((await limited.pg.query('SELECT count(*) FROM community_posts')).rows[0].count)).toBe(2);
    expect(Number((await limited.pg.query('SELECT count(*) FROM post_comments')).rows[0].count)).toBe(2);
  });
});
