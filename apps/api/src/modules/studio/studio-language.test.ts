import { MESSAGES } from '@lp/contract/messages';
import { MESSAGES_HI } from '@lp/contract/messages-hi';
import { describe, expect, it } from 'vitest';
import { firstStreamId, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

/** Issue 35: an author marks the language a course is taught in from a fixed list; the catalogue filters by it. */

const t = await createTestContext();
const institute = await insertInstitute(t.db, { name: 'Ganga Commerce Classes' });
const instructor = await insertStaff(t.db, 'instructor', { instituteId: institute.id, fullName: 'Kavita Instructor' });
const cookie = await t.signIn(instructor.email, 'Learnly@123');
const commerce = await firstStreamId(t.db, 'commerce');

const uniqueWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const details = (word: string, extra: Record<string, unknown> = {}) => ({
  title: `Tally Prime with GST ${word}`,
  summary: `Vouchers, GST returns and payroll (${word}).`,
  streamId: commerce,
  level: 'certificate',
  type: 'online',
  durationWeeks: 8,
  ...extra,
});

/** A draft with one article, ready to publish. */
async function draftIn(language: string | undefined, word = uniqueWord()) {
  const created = await t.post('/api/studio/courses', details(word, language === undefined ? {} : { language }), { cookie });
  expect(created.status, created.text).toBe(201);
  const courseId: number = created.body.data.id;
  const module = await t.post(`/api/studio/courses/${courseId}/modules`, { title: 'Company and ledgers' }, { cookie });
  await t.post(
    `/api/studio/modules/${module.body.data.id}/items`,
    { kind: 'article', title: 'Creating a company', body: 'Gateway of Tally se company banayein. '.repeat(20) },
    { cookie },
  );
  return { courseId, word, draft: created.body.data };
}

describe('a course language in the studio', () => {
  it('is English when the author says nothing, and keeps the one chosen from the list through publishing', async () => {
    expect((await draftIn(undefined)).draft.language).toBe('English');

    const { courseId, word, draft } = await draftIn('Hindi');
    expect(draft.language).toBe('Hindi');
    const published = await t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie });
    expect(published.status, published.text).toBe(200);
    const live = await t.get(`/api/core/courses/${published.body.data.live.slug}`);
    expect(live.body.data.language).toBe('Hindi');

    // The catalogue finds it under Hindi only, and its card says so.
    const hindi = await t.get(`/api/core/courses?language=hi&q=${word}`);
    expect(hindi.body.data.results.map((c: { title: string; language: string }) => [c.title, c.language])).toEqual([
      [`Tally Prime with GST ${word}`, 'Hindi'],
    ]);
    expect((await t.get(`/api/core/courses?language=en,hi-en&q=${word}`)).body.data.results).toEqual([]);

    // A change of language reaches learners with the next publish.
    const edited = await t.call('PATCH', `/api/studio/courses/${courseId}`, { language: 'Hindi and English' }, { cookie });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ language: 'Hindi and English', hasUnpublishedChanges: true });
    await t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie });
    expect((await t.get(`/api/core/courses?language=hi-en&q=${word}`)).body.data.count).toBe(1);
    expect((await t.get(`/api/core/courses?language=hi&q=${word}`)).body.data.count).toBe(0);
  });

  it('refuses a language outside the list with 422 naming the field, in the Hindi of a Hindi reader too', async () => {
    for (const language of ['Hinglish', 'hindi', 'hi', 'Klingon', '', 42, null]) {
      const res = await t.post('/api/studio/courses', details(uniqueWord(), { language }), { cookie });
      expect(res.status, String(language)).toBe(422);
      expect(res.body.fields.language, String(language)).toBe(MESSAGES.studioLanguageInvalid);
    }
    expect(MESSAGES.studioLanguageInvalid).toContain('English, Hindi, Hindi and English, Bengali');

    const { courseId } = await draftIn('Marathi');
    const patched = await t.call('PATCH', `/api/studio/courses/${courseId}`, { language: 'Sanskrit' }, { cookie });
    expect(patched.status).toBe(422);
    expect(patched.body.fields.language).toBe(MESSAGES.studioLanguageInvalid);
    expect((await t.get(`/api/studio/courses/${courseId}`, { cookie })).body.data.language).toBe('Marathi');

    const inHindi = await t.call(
      'PATCH',
      `/api/studio/courses/${courseId}`,
      { language: 'Sanskrit' },
      {
        cookie,
        headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      },
    );
    expect(inHindi.status).toBe(422);
    expect(inHindi.body.fields.language).toBe(MESSAGES_HI.studioLanguageInvalid);
  });
});
