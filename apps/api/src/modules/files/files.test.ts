import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@lp/contract/messages';
import { PDF_LIMITS } from '@lp/contract/uploads';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files.ts';
import { jobApplications } from '../../db/schema/jobs.ts';
import { insertJob } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { makeBombPdf, makePdf, makePolyglots } from '../../test/pdf-fixtures.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';
import { attachmentDisposition } from './routes.ts';

const t = await createTestContext();
const resumesDir = path.join(t.dataDir, 'uploads', 'resumes');
const filesOnDisk = (): string[] =>
  existsSync(resumesDir)
    ? readdirSync(resumesDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

let sequence = 0;
async function signedInUser() {
  const email = `files-${++sequence}-${Date.now()}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123' });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}

async function applyWith(jobId: number, bytes: Uint8Array<ArrayBuffer>, cookie: string, name = 'resume.pdf') {
  const form = new FormData();
  form.append('resume', new File([bytes], name, { type: 'application/pdf' }));
  const res = await t.app.request(`${ORIGIN}/api/core/jobs/${jobId}/apply`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-forwarded-for': t.newIp() },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape
  return { status: res.status, body: (await res.json()) as any };
}

describe('the résumé upload refuses what only looks like a PDF, storing nothing', () => {
  it.each(Object.entries(makePolyglots()))('%s', async (_label, bytes) => {
    const { user, cookie } = await signedInUser();
    const job = await insertJob(t.db);
    const before = filesOnDisk().length;
    const res = await applyWith(job.id, bytes, cookie);
    expect([415, 422]).toContain(res.status);
    expect(res.body.fields.resume).toBeTruthy();
    expect(filesOnDisk().length).toBe(before);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user.id))).toHaveLength(0);
  });

  it('a ~1.9 MB compression bomb', async () => {
    const { cookie } = await signedInUser();
    const job = await insertJob(t.db);
    const before = filesOnDisk().length;
    const rssBefore = process.memoryUsage().rss;
    const res = await applyWith(job.id, await makeBombPdf(600), cookie);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(MESSAGES.resumeTooComplex);
    expect(filesOnDisk().length).toBe(before);
    // The 600 MB it would inflate to never lands in this process (the check runs on its own thread, within a budget).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
  });

  it(`a PDF of more than ${PDF_LIMITS.maxPages} pages`, async () => {
    const { cookie } = await signedInUser();
    const job = await insertJob(t.db);
    const res = await applyWith(job.id, makePdf({ pages: PDF_LIMITS.maxPages + 1 }), cookie);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(MESSAGES.resumeTooManyPages);
  });
});

describe('GET /api/core/files/{key}', () => {
  const resume = makePdf({ text: 'Asha Rao', padding: 5000 });

  async function applied() {
    const owner = await signedInUser();
    const job = await insertJob(t.db);
    const res = await applyWith(job.id, resume, owner.cookie, 'Asha Rao – CV (2026).pdf');
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, owner.user.id)));
    return { owner, job, key: row?.resumeKey ?? '' };
  }

  it('serves the résumé to its owner as an attachment with its type, its name, nosniff and no caching, and lists its link', async () => {
    const { owner, key } = await applied();
    const res = await t.app.request(`${ORIGIN}/api/core/files/${key}`, { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(attachmentDisposition('Asha Rao – CV (2026).pdf'));
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Asha%20Rao%20%E2%80%93%20CV%20%282026%29.pdf");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(resume);

    const mine = await t.get('/api/accounts/jobs', { cookie: owner.cookie });
    expect(mine.body.data.results[0].resumeUrl).toBe(`/api/core/files/${key}`);
  });

  it('answers ranges with 206 and an impossible range with 416', async () => {
    const { owner, key } = await applied();
    const part = await t.app.request(`${ORIGIN}/api/core/files/${key}`, {
      headers: { cookie: owner.cookie, range: 'bytes=0-7' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${resume.byteLength}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('%PDF-1.7');
    const tail = await t.app.request(`${ORIGIN}/api/core/files/${key}`, { headers: { cookie: owner.cookie, range: 'bytes=-6' } });
    expect(tail.status).toBe(206);
    expect(new TextDecoder().decode(await tail.arrayBuffer())).toBe('%%EOF\n');
    const outside = await t.app.request(`${ORIGIN}/api/core/files/${key}`, {
      headers: { cookie: owner.cookie, range: `bytes=${resume.byteLength}-` },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${resume.byteLength}`);
  });

  it('gives anyone else the same 404 as a key that does not exist, and a visitor 401', async () => {
    const { key } = await applied();
    const stranger = await signedInUser();
    const theirs = await t.get(`/api/core/files/${key}`, { cookie: stranger.cookie });
    const missing = await t.get('/api/core/files/resumes/2026/01/00000000-0000-0000-0000-000000000000.pdf', {
      cookie: stranger.cookie,
    });
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect((await t.get(`/api/core/files/${key}`)).status).toBe(401);
  });

  it('refuses traversal and public keys', async () => {
    const { owner, key } = await applied();
    for (const bad of [
      `..%2f${key}`,
      `resumes/..%2f..%2f${key}`,
      `resumes%2f..%2f${key}`,
      'public/covers/x.webp',
      `${key}%00`,
      `%2f${key}`,
    ]) {
      const res = await t.get(`/api/core/files/${bad}`, { cookie: owner.cookie });
      expect(res.status, bad).toBe(404);
    }
  });

  it('a second application is a 409 that leaves no file and no file record', async () => {
    const { owner, job } = await applied();
    const before = filesOnDisk().length;
    const again = await applyWith(job.id, resume, owner.cookie);
    expect(again.status).toBe(409);
    expect(filesOnDisk().length).toBe(before);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, owner.user.id))).toHaveLength(1);
  });
});
