import sharp from 'sharp';
import { Browser, apiWithDatabase, multipartForm, newUser, securityLines, signedInBrowser } from './harness';

/**
 * Who a community post shows, who can hide it from everyone, and the moderators' review list.
 * Reports from new or idle accounts hide a post from their reporter only; an established member is an
 * account at least a day old with something of its own (here a food entry).
 */
// The security log is on: moderators' decisions are on record.
const ctx = apiWithDatabase({ SECURITY_LOG: 'on' });

const idOf = async (b: Browser) => (await b.get('/api/auth/user')).json.id as string;

const photo = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function uploadAvatar(b: Browser): Promise<string> {
  const r = await b.request(
    'POST',
    '/api/upload-profile-image',
    multipartForm({}, { bytes: await photo('#e76f51'), name: 'me.jpg', type: 'image/jpeg' }),
  );
  expect(r.status).toBe(201);
  return r.json.imageUrl as string;
}

async function post(b: Browser, content: string): Promise<string> {
  const r = await b.post('/api/community-posts', { content });
  expect(r.status).toBe(201);
  return r.json.id as string;
}

const feedPost = async (b: Browser, id: string) =>
  (
    (await b.get('/api/community-posts?limit=50')).json as { id: string; user: { profileImageUrl: string | null } }[]
  ).find((p) => p.id === id);

/** Makes the account two days old and gives it a food entry: an established member. */
async function establish(b: Browser): Promise<Browser> {
  await ctx.pg.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1`, [await idOf(b)]);
  const entry = await b.post('/api/food-entries', { foodName: 'Apple', mealType: 'snack', calories: 80 });
  expect(entry.status).toBe(201);
  return b;
}

async function member(established: boolean): Promise<Browser> {
  const b = await signedInBrowser(ctx.api.base);
  return established ? establish(b) : b;
}

async function moderator(): Promise<Browser> {
  const b = await signedInBrowser(ctx.api.base, newUser('Morgan Reyes'));
  await ctx.pg.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [await idOf(b)]);
  return b;
}

const report = (b: Browser, id: string) => b.post(`/api/community-posts/${id}/report`);

describe('posing as another member', () => {
  it('refuses a profileImageUrl in the profile PUT; B stores no image of A and B’s posts never show it', async () => {
    const a = await signedInBrowser(ctx.api.base, newUser('Alex Moreno'));
    const aImage = await uploadAvatar(a);
    const b = await signedInBrowser(ctx.api.base, newUser('Alex Moreno'));
    const bPost = await post(b, 'Hello from the real Alex');

    const r = await b.put('/api/user-profile', { profileImageUrl: aImage });
    expect(r.status).toBe(400);
    expect((await b.put('/api/user-profile', { name: 'Alex Moreno', profileImageUrl: null })).status).toBe(400);

    const bId = await idOf(b);
    const stored = await ctx.pg.query(
      `SELECT pr.profile_image_url AS profile, u.profile_image_url AS account
         FROM users u LEFT JOIN profiles pr ON pr.user_id = u.id WHERE u.id = $1`,
      [bId],
    );
    expect(stored.rows[0]).toEqual({ profile: null, account: null });
    expect((await b.get('/api/user-profile')).json.profileImageUrl).toBeNull();

    const reader = await signedInBrowser(ctx.api.base);
    expect((await feedPost(reader, bPost))!.user.profileImageUrl).toBeNull();
  });

  it('shows the author’s current photo on old posts, read from the photo, not from a stored URL', async () => {
    const a = await signedInBrowser(ctx.api.base);
    const old = await post(a, 'Before the new photo');
    const reader = await signedInBrowser(ctx.api.base);
    expect((await feedPost(reader, old))!.user.profileImageUrl).toBeNull();

    const first = await uploadAvatar(a);
    expect((await feedPost(reader, old))!.user.profileImageUrl).toBe(first);
    const second = await uploadAvatar(a);
    expect(second).not.toBe(first);
    expect((await feedPost(reader, old))!.user.profileImageUrl).toBe(second);

    // A URL written into the profile by any other way than the upload is not what the feed shows.
    const b = await signedInBrowser(ctx.api.base);
    const bPost = await post(b, 'Am I Alex?');
    await ctx.pg.query(`UPDATE profiles SET profile_image_url = $2 WHERE user_id = $1`, [await idOf(b), second]);
    await ctx.pg.query(`UPDATE users SET profile_image_url = $2 WHERE id = $1`, [await idOf(b), second]);
    expect((await feedPost(reader, bPost))!.user.profileImageUrl).toBeNull();
  });
});

describe('reports: only established members hide a post from everyone', () => {
  it('three new accounts hide a post only from themselves', async () => {
    const author = await member(false);
    const id = await post(author, 'Three throwaways cannot hide me');
    const bystander = await member(false);
    for (const b of await Promise.all([member(false), member(false), member(false)])) {
      expect((await report(b, id)).json).toEqual({ reported: true });
      expect(await feedPost(b, id)).toBeUndefined();
    }
    expect(await feedPost(bystander, id)).toBeDefined();
  });

  it('old accounts with no activity of their own do not count either; one day and one entry make them count', async () => {
    const author = await member(false);
    const id = await post(author, 'Idle accounts cannot hide me');
    const bystander = await member(false);
    const idle = await Promise.all([member(false), member(false), member(false)]);
    for (const b of idle) {
      await ctx.pg.query(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [await idOf(b)]);
      await report(b, id);
    }
    expect(await feedPost(bystander, id)).toBeDefined();

    // Activity alone on a new account does not count: a day must have passed too.
    const fresh = await member(false);
    await fresh.post('/api/food-entries', { foodName: 'Pear', mealType: 'snack', calories: 60 });
    await report(fresh, id);
    expect(await feedPost(bystander, id)).toBeDefined();

    const established = await Promise.all([member(true), member(true)]);
    await report(established[0]!, id);
    expect(await feedPost(bystander, id)).toBeDefined();
    await report(established[1]!, id);
    // Two reports count: still shown; the third established reporter hides it from all but its author.
    expect(await feedPost(bystander, id)).toBeDefined();
    await report(await member(true), id);
    expect(await feedPost(bystander, id)).toBeUndefined();
    expect(await feedPost(author, id)).toBeDefined();
  }, 60_000);
});

describe('deleting a post hidden from you', () => {
  it('answers 404 as for an unknown post (403 only for a post one can see), and keeps the post', async () => {
    const author = await member(false);
    const id = await post(author, 'Reported, then poked at');
    const reporter = await member(false);
    expect((await reporter.request('DELETE', `/api/community-posts/${id}`)).status).toBe(403);
    await report(reporter, id);
    const r = await reporter.request('DELETE', `/api/community-posts/${id}`);
    expect(r.status).toBe(404);
    expect(r.json.message).toBe('Post not found');

    // Hidden from everyone: any other member gets the same 404.
    const comment = await author.post(`/api/community-posts/${id}/comments`, { content: 'Mine' });
    for (const b of await Promise.all([member(true), member(true), member(true)])) await report(b, id);
    const other = await member(false);
    expect((await other.request('DELETE', `/api/community-posts/${id}`)).status).toBe(404);
    expect((await other.request('DELETE', `/api/community-posts/${id}/comments/${comment.json.id}`)).status).toBe(404);
    expect(Number((await ctx.pg.query('SELECT count(*) FROM community_posts WHERE id = $1', [id])).rows[0].count)).toBe(
      1,
    );
  });

  it('still lets a member delete their own comment under a post they reported', async () => {
    const author = await member(false);
    const id = await post(author, 'Commented on, then reported');
    const commenter = await member(false);
    const mine = await commenter.post(`/api/community-posts/${id}/comments`, { content: 'I take this back' });
    await report(commenter, id);
    expect((await commenter.request('DELETE', `/api/community-posts/${id}/comments/${mine.json.id}`)).status).toBe(204);
    const left = await author.get(`/api/community-posts/${id}/comments`);
    expect(left.json).toEqual([]);
  });
});

describe('the moderators’ review list', () => {
  async function hiddenPost(content: string, withPhoto = false) {
    const author = await signedInBrowser(ctx.api.base, newUser('Jordan Lee'));
    const r = withPhoto
      ? await author.request(
          'POST',
          '/api/community-posts',
          multipartForm({ content }, { bytes: await photo('#2a9d8f'), name: 'p.jpg', type: 'image/jpeg' }),
        )
      : await author.post('/api/community-posts', { content });
    expect(r.status).toBe(201);
    const reporters = await Promise.all([member(true), member(true), member(true)]);
    for (const b of reporters) await report(b, r.json.id);
    return { id: r.json.id as string, author, reporters };
  }

  it('answers 401 without a session and 403 to members, changing nothing', async () => {
    const { id } = await hiddenPost('Members cannot review');
    expect((await fetch(`${ctx.api.base}/api/moderation/posts`)).status).toBe(401);
    const m = await member(true);
    expect((await m.get('/api/auth/user')).json.role).toBe('member');
    const list = await m.get('/api/moderation/posts');
    expect(list.status).toBe(403);
    expect(list.json.message).toBe('Only moderators can review hidden posts.');
    expect((await m.post(`/api/moderation/posts/${id}/restore`)).status).toBe(403);
    expect((await m.request('DELETE', `/api/moderation/posts/${id}`)).status).toBe(403);
    expect(Number((await ctx.pg.query('SELECT count(*) FROM community_posts WHERE id = $1', [id])).rows[0].count)).toBe(
      1,
    );
  });

  it('lists posts hidden from everyone with their reports and photo; Restore shows it again, Remove deletes it', async () => {
    const mod = await moderator();
    expect((await mod.get('/api/auth/user')).json.role).toBe('moderator');
    const onlyMine = await member(false);
    const personal = await post(onlyMine, 'Hidden only from one reporter');
    await report(await member(false), personal);

    const kept = await hiddenPost('Restore me', true);
    const gone = await hiddenPost('Remove me');
    const list = await mod.get('/api/moderation/posts');
    expect(list.status).toBe(200);
    const ids = list.json.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([kept.id, gone.id]));
    expect(ids).not.toContain(personal);
    const reviewed = list.json.find((p: { id: string }) => p.id === kept.id);
    expect(reviewed).toMatchObject({
      content: 'Restore me',
      reportsCount: 3,
      imageUrl: `/api/community-images/${kept.id}`,
      user: { firstName: 'Jordan Lee' },
    });
    // The moderator can see the photo of the post under review; a member still cannot.
    expect((await fetch(ctx.api.base + reviewed.imageUrl, { headers: { cookie: mod.sessionCookie } })).status).toBe(
      200,
    );
    const bystander = await member(false);
    expect(
      (await fetch(ctx.api.base + reviewed.imageUrl, { headers: { cookie: bystander.sessionCookie } })).status,
    ).toBe(404);

    const modId = await idOf(mod);
    const restored = await securityLines(async () => {
      expect((await mod.post(`/api/moderation/posts/${kept.id}/restore`)).json).toEqual({ restored: true });
    });
    expect(restored).toEqual([
      expect.objectContaining({ event: 'moderation.restore', userId: modId, postId: kept.id, outcome: 'restored' }),
    ]);
    expect(await feedPost(bystander, kept.id)).toBeDefined();
    // Each reporter still does not see what they reported.
    expect(await feedPost(kept.reporters[0]!, kept.id)).toBeUndefined();
    expect((await mod.get('/api/moderation/posts')).json.map((p: { id: string }) => p.id)).not.toContain(kept.id);
    // A restored post is no longer under review: a second Restore or a Remove is a 404.
    expect((await mod.post(`/api/moderation/posts/${kept.id}/restore`)).status).toBe(404);
    expect((await mod.request('DELETE', `/api/moderation/posts/${kept.id}`)).status).toBe(404);

    const removed = await securityLines(async () => {
      expect((await mod.request('DELETE', `/api/moderation/posts/${gone.id}`)).status).toBe(204);
    });
    expect(removed).toEqual([
      expect.objectContaining({ event: 'moderation.remove', userId: modId, postId: gone.id, outcome: 'removed' }),
    ]);
    expect(
      Number((await ctx.pg.query('SELECT count(*) FROM community_posts WHERE id = $1', [gone.id])).rows[0].count),
    ).toBe(0);
    expect(await feedPost(gone.author, gone.id)).toBeUndefined();
    expect((await mod.request('DELETE', `/api/moderation/posts/0b8f2f3e-6c1a-4c55-9d1e-4f6c0a2b3c4d`)).status).toBe(
      404,
    );
    expect((await mod.request('DELETE', `/api/moderation/posts/not-a-post`)).status).toBe(400);
  }, 60_000);
});
