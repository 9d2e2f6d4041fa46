import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@lp/contract/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountDeletions, users } from '../../db/schema/accounts.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

const t = await createTestContext();
const unique = () => Math.random().toString(36).slice(2, 8);

async function signedInUser(fullName = 'Ananya Iyer') {
  const email = `learner-${unique()}@example.in`;
  const user = await insertUser(t.db, { email, fullName, password: 'Learnly@123' });
  return { user, email, cookie: await t.signIn(email, 'Learnly@123') };
}

const EXIF = {
  IFD0: { Artist: 'Secret Photographer' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
};
const pngWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .withExif(EXIF)
    .toBuffer();

async function uploadPicture(cookie: string, file?: { bytes: Uint8Array; name?: string; type?: string }) {
  const form = new FormData();
  if (file)
    form.append('picture', new File([new Uint8Array(file.bytes)], file.name ?? 'me.png', { type: file.type ?? 'image/png' }));
  const res = await t.app.request(`${ORIGIN}/api/accounts/upload-picture`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-forwarded-for': t.newIp() },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape
  return { status: res.status, body: (await res.json()) as any };
}

function uploadedFiles(): string[] {
  const dir = path.join(t.dataDir, 'uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('GET /api/accounts/profile', () => {
  it('answers the SPEC §1 fields with points and streaks, the name split when never edited', async () => {
    const { user, cookie, email } = await signedInUser('Ananya Rao Iyer');
    const res = await t.get('/api/accounts/profile', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      email,
      firstName: 'Ananya Rao',
      lastName: 'Iyer',
      designation: null,
      student: null,
      timeZone: 'Asia/Kolkata',
      bio: null,
      picture: [],
      points: 0,
      currentStreak: 0,
      longestStreak: 0,
      github: null,
    });
    expect(new Date(res.body.data.memberSince).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts points and streaks from the ledger', async () => {
    const { user, cookie } = await signedInUser();
    await t.db.transaction(async (tx) => {
      await t.platform.services.points.award(tx, { userId: user.id, reason: 'quizPassed', objectType: 'quiz', objectId: 1 });
      await t.platform.services.points.award(tx, { userId: user.id, reason: 'moduleItem', objectType: 'item', objectId: 2 });
    });
    const res = await t.get('/api/accounts/profile', { cookie });
    expect(res.body.data).toMatchObject({ points: 60, currentStreak: 1, longestStreak: 1 });
  });

  it('is 401 signed out', async () => {
    const res = await t.get('/api/accounts/profile');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/accounts/edit-profile, edit-bio, user-info', () => {
  it('edits names, designation, student and time zone', async () => {
    const { cookie } = await signedInUser();
    const res = await t.post(
      '/api/accounts/edit-profile',
      { firstName: ' Meera ', lastName: 'Krishnan', designation: 'Data analyst', student: false, timeZone: 'Europe/Berlin' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Meera',
      lastName: 'Krishnan',
      fullName: 'Meera Krishnan',
      designation: 'Data analyst',
      student: false,
      timeZone: 'Europe/Berlin',
    });
    // The session's name follows on its next refresh (read from the database).
    const session = await t.get('/api/accounts/profile', { cookie });
    expect(session.body.data.fullName).toBe('Meera Krishnan');
  });

  it('refuses a zone outside the IANA list, a missing first name and wrong types with 422 and fields', async () => {
    const { cookie } = await signedInUser();
    const zone = await t.post('/api/accounts/edit-profile', { firstName: 'A', timeZone: 'Mars/Olympus' }, { cookie });
    expect(zone.status).toBe(422);
    expect(zone.body.fields.timeZone).toBe(MESSAGES.timeZoneInvalid);
    const name = await t.post('/api/accounts/edit-profile', { firstName: '   ', timeZone: 'UTC' }, { cookie });
    expect(name.status).toBe(422);
    expect(name.body.fields.firstName).toBe(MESSAGES.firstNameRequired);
    const types = await t.post('/api/accounts/edit-profile', { firstName: 'A', timeZone: 'UTC', student: 'yes' }, { cookie });
    expect(types.status).toBe(422);
    expect(types.body.fields.student).toBeDefined();
  });

  it('edits and clears the bio; a bio over 1000 characters is a 422', async () => {
    const { cookie } = await signedInUser();
    const saved = await t.post('/api/accounts/edit-bio', { bio: 'Learning SQL on evenings after work.' }, { cookie });
    expect(saved.body.data.bio).toBe('Learning SQL on evenings after work.');
    const cleared = await t.post('/api/accounts/edit-bio', { bio: '  ' }, { cookie });
    expect(cleared.body.data.bio).toBeNull();
    const long = await t.post('/api/accounts/edit-bio', { bio: 'x'.repeat(1001) }, { cookie });
    expect(long.status).toBe(422);
    expect(long.body.fields.bio).toBe(MESSAGES.bioTooLong);
  });

  it('user-info changes only the fields sent', async () => {
    const { cookie } = await signedInUser();
    await t.post('/api/accounts/user-info', { student: true, city: 'Pune', timeZone: 'Asia/Kolkata' }, { cookie });
    const res = await t.post('/api/accounts/user-info', { designation: 'Final-year B.Tech' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ student: true, city: 'Pune', designation: 'Final-year B.Tech' });
  });

  it('each is 401 signed out', async () => {
    for (const p of ['/api/accounts/edit-profile', '/api/accounts/edit-bio', '/api/accounts/user-info']) {
      expect((await t.post(p, {})).status).toBe(401);
    }
  });
});

describe('pictures', () => {
  it('stores a PNG with EXIF GPS as square WebP variants without metadata; removal deletes the files', async () => {
    const { cookie } = await signedInUser();
    const bytes = await pngWithGps();
    expect((await sharp(bytes).metadata()).exif?.toString('latin1')).toContain('Secret Photographer');
    const before = new Set(uploadedFiles());
    const res = await uploadPicture(cookie, { bytes });
    expect(res.status).toBe(200);
    const picture = res.body.data.picture as { width: number; height: number; url: string }[];
    expect(picture.map((p) => p.width)).toEqual([160, 480, 800]);
    for (const variant of picture) {
      expect(variant.height).toBe(variant.width);
      const served = await t.app.request(`${ORIGIN}${variant.url}`);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    // Only this upload's files: other tests' users keep their pictures.
    const keys = uploadedFiles().filter((f) => f.startsWith('public/avatars/') && !before.has(f));
    expect(keys.length).toBeGreaterThanOrEqual(3);

    const removed = await t.post('/api/accounts/profile/remove-picture', undefined, { cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.data.picture).toEqual([]);
    for (const key of keys) expect(uploadedFiles()).not.toContain(key);
    const gone = await t.app.request(`${ORIGIN}${picture[0]?.url}`);
    expect(gone.status).toBe(404);
  });

  it('replacing a picture deletes the old files but keeps a file another learner also uses', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const first = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const second = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#654321' } })
      .png()
      .toBuffer();
    const aFirst = await uploadPicture(a.cookie, { bytes: first });
    await uploadPicture(b.cookie, { bytes: first });
    await uploadPicture(a.cookie, { bytes: second });
    // b still shows the first picture.
    const shared = await t.app.request(`${ORIGIN}${aFirst.body.data.picture[0].url}`);
    expect(shared.status).toBe(200);
    await t.post('/api/accounts/profile/remove-picture', undefined, { cookie: b.cookie });
    const gone = await t.app.request(`${ORIGIN}${aFirst.body.data.picture[0].url}`);
    expect(gone.status).toBe(404);
  });

  it('says "You have to select an image." without a file, 415 for a PDF, 422 for bytes that only look like a PNG', async () => {
    const { cookie } = await signedInUser();
    const none = await uploadPicture(cookie);
    expect(none.status).toBe(422);
    expect(none.body.error).toBe(MESSAGES.selectImage);
    const pdf = await uploadPicture(cookie, { bytes: new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), name: 'a.png' });
    expect(pdf.status).toBe(415);
    const broken = await uploadPicture(cookie, {
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]),
    });
    expect(broken.status).toBe(422);
    expect(broken.body.fields.picture).toBe(MESSAGES.imageUnreadable);
    expect(uploadedFiles().filter((f) => f.startsWith('tmp'))).toEqual([]);
  });

  it('is 401 signed out', async () => {
    const res = await t.app.request(`${ORIGIN}/api/accounts/upload-picture`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
    expect((await t.post('/api/accounts/profile/remove-picture')).status).toBe(401);
  });
});

describe('GET /api/accounts/users/{id}', () => {
  it('shows what anyone may see, never the email or phone', async () => {
    const { user, cookie } = await signedInUser('Kabir Shah');
    await t.post('/api/accounts/edit-bio', { bio: 'Backend developer in Bengaluru.' }, { cookie });
    const res = await t.get(`/api/accounts/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      fullName: 'Kabir Shah',
      bio: 'Backend developer in Bengaluru.',
      points: 0,
    });
    expect(res.body.data.email).toBeUndefined();
    expect(res.body.data.phone).toBeUndefined();
    expect(res.body.data.timeZone).toBeUndefined();
  });

  it('is 404 for nobody and 422 for a bad id', async () => {
    expect((await t.get('/api/accounts/users/2147483000')).status).toBe(404);
    expect((await t.get('/api/accounts/users/abc')).status).toBe(422);
  });
});

describe('deletion', () => {
  it('lists the reasons', async () => {
    const res = await t.get('/api/accounts/delete-reason');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(3);
    expect(res.body.data[0]).toEqual({ id: expect.any(String), label: expect.any(String) });
  });

  it('acts only on the typed "yes" and a known reason', async () => {
    const { cookie, user } = await signedInUser();
    const no = await t.post('/api/accounts/delete-account', { reason: 'privacy', confirm: 'YES please' }, { cookie });
    expect(no.status).toBe(422);
    expect(no.body.fields.confirm).toBe(MESSAGES.typeYesToDelete);
    const reason = await t.post('/api/accounts/delete-account', { reason: 'because', confirm: 'yes' }, { cookie });
    expect(reason.status).toBe(422);
    expect(reason.body.fields.reason).toBe(MESSAGES.deleteReasonRequired);
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still).toBeDefined();
    expect((await t.post('/api/accounts/delete-account', { reason: 'privacy', confirm: 'yes' })).status).toBe(401);
  });

  it('removes the account, its files and sessions at once; the email signs up again', async () => {
    const { cookie, user, email } = await signedInUser();
    // A sign-up code mailed a moment ago would otherwise make the new sign-up wait.
    await t.post('/api/accounts/mail-signup', { email });
    const other = await signedInUser();
    const otherCookieBefore = await t.signIn(email, 'Learnly@123');
    const bytes = await pngWithGps();
    const pic = await uploadPicture(cookie, { bytes });
    const avatarUrl = pic.body.data.picture[0].url as string;
    // A private file of theirs (as a résumé would be).
    const key = 'resumes/2026/11/deleted-user-cv.pdf';
    await t.storage.put(key, new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
    await t.db.insert(storedFiles).values({ key, ownerUserId: user.id, mime: 'application/pdf', size: 8, filename: 'cv.pdf' });

    const res = await t.post('/api/accounts/delete-account', { reason: 'privacy', confirm: 'yes' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
    // Both sessions of the deleted account are refused at once; another learner's is not.
    expect((await t.get('/api/accounts/profile', { cookie })).status).toBe(401);
    expect((await t.get('/api/accounts/profile', { cookie: otherCookieBefore })).status).toBe(401);
    expect((await t.get('/api/accounts/profile', { cookie: other.cookie })).status).toBe(200);
    const session = await t.get('/api/auth/session', { cookie });
    expect(session.body?.user ?? null).toBeNull();

    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.storage.get(key)).toBeNull();
    expect((await t.app.request(`${ORIGIN}${avatarUrl}`)).status).toBe(404);
    const reasons = await t.db.select().from(accountDeletions);
    expect(reasons.some((r) => r.reason === 'privacy')).toBe(true);

    // The same email signs up again.
    await t.post('/api/accounts/mail-signup', { email });
    const otp = t.codeSentTo(email);
    const again = await t.post('/api/accounts/signup', { email, otp, fullName: 'Back Again', password: 'Learnly@456' });
    expect(again.status).toBe(201);
    expect(again.body.data.user.id).not.toBe(user.id);
    await t.signIn(email, 'Learnly@456');
  });
});

describe('GET /api/accounts/data-export', () => {
  it('downloads the profile and every row that references the user, without secrets', async () => {
    const { cookie, user, email } = await signedInUser();
    await t.post('/api/accounts/edit-bio', { bio: 'Exporting my data.' }, { cookie });
    await t.db.transaction((tx) =>
      t.platform.services.points.award(tx, { userId: user.id, reason: 'quizPassed', objectType: 'quiz', objectId: 9 }),
    );
    const res = await t.get('/api/accounts/data-export', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="learnly-your-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body.profile).toMatchObject({ email, bio: 'Exporting my data.' });
    expect(res.body.records.point_awards).toHaveLength(1);
    expect(res.text).not.toMatch(/password_hash|argon2/);
  });

  it('is 401 signed out', async () => {
    expect((await t.get('/api/accounts/data-export')).status).toBe(401);
  });
});
