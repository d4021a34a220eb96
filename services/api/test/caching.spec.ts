import sharp from 'sharp';
import { apiWithDatabase, multipartForm, signedInBrowser } from './harness';

// What a browser or a proxy may keep: API answers nothing (a shared workstation's next user, a
// clinic's caching proxy); photos members share a few minutes in the member's own browser only.
const ctx = apiWithDatabase();

const jpeg = () =>
  sharp({ create: { width: 200, height: 150, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();

describe('caching of API answers', () => {
  it('marks every JSON answer no-store: data, errors and refusals alike', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const answers = [
      await b.get('/api/auth/user'),
      await b.get('/api/food-entries'),
      await b.get('/api/user-profile'),
      await b.get('/api/community-posts'),
      await b.post('/api/food-entries', { calories: 'lots' }), // 400
      await b.get('/api/food-entries/00000000-0000-4000-8000-000000000000'), // 404
      await fetch(`${ctx.api.base}/api/auth/user`).then((r) => ({ status: r.status, headers: r.headers })), // 401
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 400, 404, 401]);
    for (const r of answers) expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('lets shared photos be kept a few minutes by the member’s own browser only, and meal photos not at all', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const avatar = await b.request(
      'POST',
      '/api/upload-profile-image',
      multipartForm({}, { bytes: await jpeg(), name: 'me.jpg', type: 'image/jpeg' }),
    );
    const post = await b.request(
      'POST',
      '/api/community-posts',
      multipartForm({ content: 'Lunch' }, { bytes: await jpeg(), name: 'l.jpg', type: 'image/jpeg' }),
    );
    const meal = await b.request(
      'POST',
      '/api/food-entries',
      multipartForm(
        { foodName: 'Soup', calories: '200', mealType: 'lunch' },
        { bytes: await jpeg(), name: 's.jpg', type: 'image/jpeg' },
      ),
    );
    const cacheOf = async (url: string) => {
      const r = await fetch(ctx.api.base + url, { headers: { cookie: b.sessionCookie } });
      expect(r.status).toBe(200);
      await r.arrayBuffer();
      return r.headers.get('cache-control');
    };
    expect(await cacheOf(avatar.json.imageUrl)).toBe('private, max-age=300');
    expect(await cacheOf(post.json.imageUrl)).toBe('private, max-age=300');
    expect(await cacheOf(meal.json.imageUrl)).toBe('private, no-store');
    expect(await cacheOf('/api/account/export')).toBe('private, no-store');
  });
});
