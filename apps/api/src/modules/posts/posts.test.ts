import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@lp/contract/messages';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentReports } from '../../db/schema/moderation.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

const t = await createTestContext();

async function member() {
  const user = await insertUser(t.db);
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

const author = await member();
const reader = await member();
const JPEG = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#4f46e5' } })
  .jpeg()
  .toBuffer();

/** POSTs a multipart post the way a browser's FormData does. */
async function post(text: string | undefined, images: { bytes: Uint8Array; name?: string }[] = [], cookie = author.cookie) {
  const form = new FormData();
  if (text !== undefined) form.append('text', text);
  for (const image of images)
    form.append('images', new File([new Uint8Array(image.bytes)], image.name ?? 'photo.jpg', { type: 'image/jpeg' }));
  const headers: Record<string, string> = { 'x-forwarded-for': t.newIp() };
  if (cookie) headers.cookie = cookie;
  const res = await t.app.request(`${ORIGIN}/api/core/posts`, { method: 'POST', body: form, headers });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape and assert on them
  return { status: res.status, body: (await res.json()) as any };
}

function storedPostImages(): string[] {
  const dir = path.join(t.dataDir, 'uploads', 'public', 'posts');
  if (!existsSync(dir)) return [];
  return readdirSync(dir);
}

describe('posting', () => {
  it('posts text with pictures re-encoded at the pipeline sizes, and extracts hashtags', async () => {
    const res = await post('Cleared my #AWS exam today! Thanks #StudyGroup', [{ bytes: JPEG }, { bytes: JPEG }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.data.post;
    expect(created).toMatchObject({ likeCount: 0, commentCount: 0, mine: true, hashtags: ['aws', 'studygroup'] });
    expect(created.images).toHaveLength(2);
    expect(created.images[0].variants.map((v: { width: number }) => v.width)).toEqual([160, 480, 640]);
    expect(created.images[0].variants[0].url).toMatch(/^\/api\/media\/posts\/.+\.webp$/);
    const tagged = await t.get('/api/core/posts?hashtag=aws');
    expect(tagged.body.data.results.map((p: { id: number }) => p.id)).toContain(created.id);
  });

  it('keeps a <script> as text', async () => {
    const res = await post('<script>alert(1)</script> hello');
    expect(res.status).toBe(201);
    expect((await t.get(`/api/core/posts/${res.body.data.post.id}`)).body.data.post.text).toBe('<script>alert(1)</script> hello');
  });

  it('refuses a picture that cannot be read with the one upload 422 shape, storing nothing', async () => {
    const before = storedPostImages().length;
    const broken = await post('Broken', [
      { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]) },
    ]);
    expect(broken.status).toBe(422);
    expect(broken.body).toEqual({ error: MESSAGES.imageUnreadable, fields: { images: MESSAGES.imageUnreadable } });
    expect(storedPostImages().length).toBe(before);
  });

  it('refuses a non-image renamed .jpg (415), five images (422), no text and no image (422), a visitor (401)', async () => {
    const before = storedPostImages().length;
    const fake = await post('Look at this', [
      { bytes: new TextEncoder().encode('<html>not a picture</html>'.repeat(300)), name: 'cat.jpg' },
    ]);
    expect(fake.status).toBe(415);
    const five = await post(
      'Too many',
      Array.from({ length: 5 }, () => ({ bytes: JPEG })),
    );
    expect(five.status).toBe(422);
    expect(five.body.fields.images).toBe(MESSAGES.postTooManyImages);
    const empty = await post('');
    expect(empty.status).toBe(422);
    expect(empty.body.fields.images).toBe(MESSAGES.selectImage);
    expect((await post('Hello', [], '')).status).toBe(401);
    expect(storedPostImages().length).toBe(before);
  });

  it('a picture-only post is fine', async () => {
    const res = await post('', [{ bytes: JPEG }]);
    expect(res.status).toBe(201);
  });
});

describe('feed listings', () => {
  it('lists newest first with `next`, my posts and saved', async () => {
    await post('Day 0 of #100DaysOfCode');
    const first = (await post('Day 1 of #100DaysOfCode')).body.data.post;
    const second = (await post('Day 2 of #100DaysOfCode')).body.data.post;
    const feed = await t.get('/api/core/posts?page_size=2');
    expect(feed.body.data.results.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(feed.body.data.next).toBe(2);
    const mine = await t.get('/api/core/posts/my-posts', { cookie: author.cookie });
    expect(mine.body.data.results.every((p: { mine: boolean }) => p.mine)).toBe(true);
    await t.post(`/api/core/posts/saved/${first.id}`, undefined, { cookie: reader.cookie });
    const saved = await t.get('/api/core/posts/saved', { cookie: reader.cookie });
    expect(saved.body.data.results.map((p: { id: number }) => p.id)).toEqual([first.id]);
    expect(saved.body.data.results[0].saved).toBe(true);
    expect((await t.get('/api/core/posts/saved')).status).toBe(401);
    expect((await t.get('/api/core/posts?hashtag=no spaces')).status).toBe(422);
  });
});

describe('likes and saves', () => {
  it('POST sets and DELETE unsets, idempotent, with the state and count', async () => {
    const target = (await post('Like me')).body.data.post;
    const like = () => t.post(`/api/core/posts/like/${target.id}`, undefined, { cookie: reader.cookie });
    expect((await like()).body.data).toEqual({ liked: true, likeCount: 1 });
    expect((await like()).body.data).toEqual({ liked: true, likeCount: 1 });
    const unlike = await t.call('DELETE', `/api/core/posts/like/${target.id}`, undefined, { cookie: reader.cookie });
    expect(unlike.body.data).toEqual({ liked: false, likeCount: 0 });
    expect((await t.call('DELETE', `/api/core/posts/like/${target.id}`, undefined, { cookie: reader.cookie })).body.data).toEqual(
      {
        liked: false,
        likeCount: 0,
      },
    );
    expect((await t.post(`/api/core/posts/saved/${target.id}`, undefined, { cookie: reader.cookie })).body.data).toEqual({
      saved: true,
    });
    expect(
      (await t.call('DELETE', `/api/core/posts/saved/${target.id}`, undefined, { cookie: reader.cookie })).body.data,
    ).toEqual({
      saved: false,
    });
    expect((await t.post('/api/core/posts/like/999999', undefined, { cookie: reader.cookie })).status).toBe(404);
  });

  it('keeps exact counts with 50 concurrent likers and 20 repeated likes by one', async () => {
    const target = (await post('Concurrency check')).body.data.post;
    const likers = await Promise.all(Array.from({ length: 50 }, () => member()));
    const results = await Promise.all([
      ...likers.map((m) => t.post(`/api/core/posts/like/${target.id}`, undefined, { cookie: m.cookie })),
      ...Array.from({ length: 20 }, () => t.post(`/api/core/posts/like/${target.id}`, undefined, { cookie: likers[0]?.cookie })),
    ]);
    expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
    expect((await t.get(`/api/core/posts/${target.id}`)).body.data.post.likeCount).toBe(50);
    await Promise.all(
      likers.slice(0, 20).map((m) => t.call('DELETE', `/api/core/posts/like/${target.id}`, undefined, { cookie: m.cookie })),
    );
    expect((await t.get(`/api/core/posts/${target.id}`)).body.data.post.likeCount).toBe(30);
  }, 120_000);

  it('notifies the author of a like once', async () => {
    const target = (await post('Notify me about likes')).body.data.post;
    await t.post(`/api/core/posts/like/${target.id}`, undefined, { cookie: reader.cookie });
    await t.call('DELETE', `/api/core/posts/like/${target.id}`, undefined, { cookie: reader.cookie });
    await t.post(`/api/core/posts/like/${target.id}`, undefined, { cookie: reader.cookie });
    await t.runJobs();
    const notes = await t.get('/api/core/notifications?page_size=100', { cookie: author.cookie });
    const about = notes.body.data.results.filter((n: { link: string }) => n.link === `/feed/${target.id}`);
    expect(about).toHaveLength(1);
  });
});

describe('comments', () => {
  it('adds, lists, edits and deletes own comments; notifies the author and earlier commenters', async () => {
    const target = (await post('Which laptop for BCA?')).body.data.post;
    const third = await member();
    const c1 = await t.post(
      `/api/core/posts/comments/${target.id}`,
      { body: 'Any i5 with 16 GB RAM.' },
      { cookie: reader.cookie },
    );
    expect(c1.status).toBe(201);
    const c2 = await t.post(`/api/core/posts/comments/${target.id}`, { body: 'And an SSD, please.' }, { cookie: third.cookie });
    const list = await t.get(`/api/core/posts/comments/${target.id}`);
    expect(list.body.data.results.map((c: { body: string }) => c.body)).toEqual([
      'Any i5 with 16 GB RAM.',
      'And an SSD, please.',
    ]);
    expect((await t.get(`/api/core/posts/${target.id}`)).body.data.post.commentCount).toBe(2);
    await t.runJobs();
    const readerNotes = await t.get('/api/core/notifications', { cookie: reader.cookie });
    expect(
      readerNotes.body.data.results.some(
        (n: { link: string }) => n.link === `/feed/${target.id}#comment-${c2.body.data.comment.id}`,
      ),
    ).toBe(true);

    const id = c1.body.data.comment.id;
    const notMine = await t.post(`/api/core/posts/comments/${id}/edit`, { body: 'hijack' }, { cookie: third.cookie });
    expect(notMine.status).toBe(403);
    expect((await t.call('DELETE', `/api/core/posts/comments/${id}/delete`, undefined, { cookie: third.cookie })).status).toBe(
      403,
    );
    const edited = await t.post(
      `/api/core/posts/comments/${id}/edit`,
      { body: 'Any i5 with 16 GB RAM and an SSD.' },
      { cookie: reader.cookie },
    );
    expect(edited.body.data.comment.body).toBe('Any i5 with 16 GB RAM and an SSD.');
    expect((await t.call('DELETE', `/api/core/posts/comments/${id}/delete`, undefined, { cookie: reader.cookie })).status).toBe(
      200,
    );
    expect((await t.get(`/api/core/posts/${target.id}`)).body.data.post.commentCount).toBe(1);
    expect((await t.post(`/api/core/posts/comments/${target.id}`, { body: '' }, { cookie: reader.cookie })).status).toBe(422);
  });
});

describe('ownership and reports', () => {
  it("another user's post answers 403 and stays unchanged", async () => {
    const target = (await post('Mine only')).body.data.post;
    expect((await t.post(`/api/core/posts/${target.id}`, { text: 'Hijacked' }, { cookie: reader.cookie })).status).toBe(403);
    expect((await t.call('DELETE', `/api/core/posts/${target.id}`, undefined, { cookie: reader.cookie })).status).toBe(403);
    expect((await t.get(`/api/core/posts/${target.id}`)).body.data.post.text).toBe('Mine only');
    const edited = await t.post(`/api/core/posts/${target.id}`, { text: 'Mine only #edited' }, { cookie: author.cookie });
    expect(edited.body.data.post.hashtags).toEqual(['edited']);
    expect((await t.call('DELETE', `/api/core/posts/${target.id}`, undefined, { cookie: author.cookie })).status).toBe(200);
    expect((await t.get(`/api/core/posts/${target.id}`)).status).toBe(404);
  });

  it('stores a report once per reporter', async () => {
    const target = (await post('Report me')).body.data.post;
    const report = () =>
      t.post('/api/core/reports', { model: 'post', id: target.id, reason: 'Spam link' }, { cookie: reader.cookie });
    expect((await report()).status).toBe(201);
    expect((await report()).status).toBe(409);
    const [row] = await t.db.select({ n: count() }).from(contentReports).where(eq(contentReports.modelId, target.id));
    expect(row?.n).toBe(1);
    expect(
      (await t.post('/api/core/reports', { model: 'post', id: 999999, reason: 'Spam' }, { cookie: reader.cookie })).status,
    ).toBe(404);
    expect((await t.post('/api/core/reports', { model: 'user', id: 1, reason: 'Spam' }, { cookie: reader.cookie })).status).toBe(
      422,
    );
  });
});
