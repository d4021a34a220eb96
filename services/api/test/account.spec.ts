import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { Browser, apiWithDatabase, multipartForm, newUser, signedInBrowser } from './harness';

const ctx = apiWithDatabase();

const imageForm = (bytes: Buffer) => multipartForm({}, { bytes, name: 'me.jpg', type: 'image/jpeg' });

const jpegWithGps = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#264653' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Chairside Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .toBuffer();

async function signIn(base: string, email: string, pin: string) {
  const b = new Browser(base, '10.20.30.40');
  const r = await b.post('/api/auth/login', { username: email, pin });
  return { b, status: r.status };
}

describe('profile photo', () => {
  it('re-encodes by content without EXIF or GPS, sets the profile, and serves it to signed-in members only', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.request('POST', '/api/upload-profile-image', imageForm(await jpegWithGps()));
    expect(r.status).toBe(201);
    expect(r.json.imageUrl).toMatch(/^\/api\/profile-images\/[0-9a-f-]{36}$/);
    expect((await b.get('/api/user-profile')).json.profileImageUrl).toBe(r.json.imageUrl);
    expect((await b.get('/api/auth/user')).json.profile.profileImageUrl).toBe(r.json.imageUrl);
    const other = await signedInBrowser(ctx.api.base);
    const img = await fetch(ctx.api.base + r.json.imageUrl, { headers: { cookie: other.sessionCookie } });
    expect(img.status).toBe(200);
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect((await fetch(ctx.api.base + r.json.imageUrl)).status).toBe(401);

    // A second photo replaces the first.
    const again = await b.request('POST', '/api/upload-profile-image', imageForm(await jpegWithGps()));
    expect((await fetch(ctx.api.base + r.json.imageUrl, { headers: { cookie: other.sessionCookie } })).status).toBe(
      404,
    );
    expect((await b.get('/api/user-profile')).json.profileImageUrl).toBe(again.json.imageUrl);
  });

  it('refuses a spoofed type (415), a file over 5 MB (413) and no file (400), changing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const before = Number((await ctx.pg.query('SELECT count(*) FROM profile_images')).rows[0].count);
    expect(
      (await b.request('POST', '/api/upload-profile-image', imageForm(Buffer.from('GIF89a but not really')))).status,
    ).toBe(415);
    expect(
      (await b.request('POST', '/api/upload-profile-image', imageForm(Buffer.alloc(5 * 1024 * 1024 + 1, 7)))).status,
    ).toBe(413);
    expect((await b.request('POST', '/api/upload-profile-image', new FormData())).status).toBe(400);
    expect(Number((await ctx.pg.query('SELECT count(*) FROM profile_images')).rows[0].count)).toBe(before);
    expect((await b.get('/api/user-profile')).json.profileImageUrl).toBeNull();
  });
});

describe('PIN and sessions', () => {
  it('changes the PIN after the current one; other sessions end, this one stays; the new PIN signs in', async () => {
    const user = newUser();
    const here = await signedInBrowser(ctx.api.base, user);
    const { b: elsewhere } = await signIn(ctx.api.base, user.email, user.pin);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);

    const wrong = await here.post('/api/auth/change-pin', { currentPin: '000000', newPin: '5839201' });
    expect(wrong.status).toBe(403);
    expect((await here.post('/api/auth/change-pin', { currentPin: user.pin, newPin: '123456' })).status).toBe(400);
    expect((await here.post('/api/auth/change-pin', { currentPin: user.pin, newPin: user.pin })).status).toBe(400);
    expect((await here.get('/api/auth/user')).status).toBe(200);

    const ok = await here.post('/api/auth/change-pin', { currentPin: user.pin, newPin: '5839201' });
    expect(ok.status).toBe(200);
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(ctx.api.base, user.email, user.pin)).status).toBe(401);
    expect((await signIn(ctx.api.base, user.email, '5839201')).status).toBe(200);
  });

  it('signs out everywhere, this browser included', async () => {
    const user = newUser();
    const here = await signedInBrowser(ctx.api.base, user);
    const { b: elsewhere } = await signIn(ctx.api.base, user.email, user.pin);
    const r = await here.post('/api/auth/sign-out-everywhere');
    expect(r.status).toBe(200);
    expect((await here.get('/api/auth/user')).status).toBe(401);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
  });
});

describe('your data', () => {
  it('downloads everything as a ZIP of JSON, CSV and photos, and nothing of anyone else', async () => {
    const b = await signedInBrowser(ctx.api.base, newUser('Maya Chen'));
    const other = await signedInBrowser(ctx.api.base);
    await other.post('/api/food-entries', { foodName: 'Not mine', calories: 1 });
    const photo = multipartForm(
      { foodName: '=Salmon, "bowl"', calories: '640', mealType: 'dinner', analysisMethod: 'camera' },
      { bytes: await jpegWithGps(), name: 'food-photo.jpg', type: 'image/jpeg' },
    );
    expect((await b.request('POST', '/api/food-entries', photo)).status).toBe(201);
    await b.post('/api/exercise-entries', {
      exerciseType: 'run',
      name: 'Run',
      duration: 30,
      intensity: 'medium',
      caloriesBurned: 300,
    });
    const post = (await b.post('/api/community-posts', { content: 'Hello team' })).json;
    await b.post(`/api/community-posts/${post.id}/comments`, { content: 'First' });
    await b.put('/api/nutrition-goals', { calorieGoal: 1900, proteinGoal: 140, carbGoal: 180, fatGoal: 60 });

    const res = await fetch(`${ctx.api.base}/api/account/export`, { headers: { cookie: b.sessionCookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="chairside-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'food-entries.json',
        'food-entries.csv',
        'exercise-entries.csv',
        'community-posts.json',
        'community-comments.json',
      ]),
    );
    const account = JSON.parse(strFromU8(files['account.json']!));
    expect(account.user.first_name).toBe('Maya');
    expect(account.nutritionGoals).toMatchObject({ calorie_goal: 1900 });
    const food = JSON.parse(strFromU8(files['food-entries.json']!));
    expect(food.map((f: { food_name: string }) => f.food_name)).toEqual(['=Salmon, "bowl"']);
    expect(strFromU8(files['food-entries.csv']!)).toContain(`"'=Salmon, ""bowl""",640`);
    expect(JSON.parse(strFromU8(files['community-posts.json']!))[0].content).toBe('Hello team');
    expect(JSON.parse(strFromU8(files['community-comments.json']!))[0].content).toBe('First');
    const mealPhotos = names.filter((n) => n.startsWith('photos/meals/'));
    expect(mealPhotos).toHaveLength(1);
    expect((await sharp(Buffer.from(files[mealPhotos[0]!]!)).metadata()).format).toBe('jpeg');
    expect(strFromU8(files['food-entries.csv']!)).not.toContain('Not mine');
    expect((await fetch(`${ctx.api.base}/api/account/export`)).status).toBe(401);
  });

  it('deletes the account after the PIN: nothing of theirs remains, counts on others’ posts are right, sign-in fails', async () => {
    const user = newUser('Leaving User');
    const leaver = await signedInBrowser(ctx.api.base, user);
    const stayer = await signedInBrowser(ctx.api.base);
    const leaverId = (await leaver.get('/api/auth/user')).json.id as string;
    const theirs = (await stayer.post('/api/community-posts', { content: 'Staying' })).json;
    const mine = (await leaver.post('/api/community-posts', { content: 'Bye' })).json;
    await leaver.post(`/api/community-posts/${theirs.id}/like`);
    await leaver.post(`/api/community-posts/${theirs.id}/comments`, { content: 'Nice' });
    await leaver.post(`/api/community-posts/${theirs.id}/report`);
    await leaver.request('POST', '/api/upload-profile-image', imageForm(await jpegWithGps()));
    await leaver.post('/api/food-entries', { foodName: 'Oats', calories: 300 });

    const wrong = await leaver.request('DELETE', '/api/account', { pin: '000000' });
    expect(wrong.status).toBe(403);
    expect((await leaver.get('/api/auth/user')).status).toBe(200);
    expect((await leaver.request('DELETE', '/api/account', {})).status).toBe(400);

    const gone = await leaver.request('DELETE', '/api/account', { pin: user.pin });
    expect(gone.status).toBe(204);
    expect((await leaver.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(ctx.api.base, user.email, user.pin)).status).toBe(401);

    const feed = (await stayer.get('/api/community-posts?limit=50')).json as {
      id: string;
      likesCount: number;
      commentsCount: number;
    }[];
    expect(feed.some((p) => p.id === mine.id)).toBe(false);
    expect(feed.find((p) => p.id === theirs.id)).toMatchObject({ likesCount: 0, commentsCount: 0 });
    const counts = await ctx.pg.query('SELECT reports_count FROM community_posts WHERE id = $1', [theirs.id]);
    expect(counts.rows[0].reports_count).toBe(0);

    // No table keeps a row of theirs: every user_id column, and the sessions.
    const columns = await ctx.pg.query(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'user_id'`,
    );
    for (const { table_name } of columns.rows) {
      const left = await ctx.pg.query(`SELECT count(*) FROM ${table_name} WHERE user_id = $1`, [leaverId]);
      expect({ table_name, rows: Number(left.rows[0].count) }).toEqual({ table_name, rows: 0 });
    }
    const sessions = await ctx.pg.query(`SELECT count(*) FROM session WHERE sess -> 'passport' ->> 'user' = $1`, [
      leaverId,
    ]);
    expect(Number(sessions.rows[0].count)).toBe(0);
    expect(Number((await ctx.pg.query('SELECT count(*) FROM users WHERE id = $1', [leaverId])).rows[0].count)).toBe(0);
  });
});
