import { MESSAGES_HI } from '@lp/contract/messages-hi';
import { describe, expect, it } from 'vitest';
import { notifications as notificationsTable } from '../../db/schema/platform.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import { openStream } from '../../test/event-stream.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

/**
 * Issue 35: notifications and mails in the recipient's language (ADR 0046). A notification is
 * worded when it is read, in the language of the reader's settings, so switching language
 * rewords the old ones too; what people wrote stays as written.
 */
const t = await createTestContext();
await t.platform.ready();

type Language = 'en' | 'hi';

async function member(language?: Language, fullName?: string) {
  const user = await insertUser(t.db, {
    streamSlug: 'computer-applications',
    tagSlugs: ['python'],
    ...(fullName ? { fullName } : {}),
  });
  const cookie = await t.signIn(user.email, 'Learnly@123');
  if (language) await chooseLanguage(cookie, language);
  return { user, cookie };
}

async function chooseLanguage(cookie: string, language: Language) {
  const saved = await t.post('/api/core/user-settings', { language }, { cookie });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body.data.language).toBe(language);
}

const QUESTION = {
  title: 'How do I read a CSV file with pandas and skip the first row?',
  body: 'I have a CSV export from our college portal whose first line is a title, not the header. `pd.read_csv` takes it as the header.',
  tags: ['python', 'data-science'],
};

async function askAndGetAnswered(asker: { cookie: string }, helper: { cookie: string }) {
  const asked = await t.post('/api/core/questions/add', QUESTION, { cookie: asker.cookie });
  expect(asked.status, asked.text).toBe(201);
  const questionId = asked.body.data.question.id as number;
  const answered = await t.post(
    `/api/core/questions/answer/${questionId}`,
    { body: 'Pass skiprows=1 to read_csv, then the second line is the header.' },
    { cookie: helper.cookie },
  );
  expect(answered.status, answered.text).toBe(201);
  return { questionId, answerId: answered.body.data.answer.id as number };
}

type Item = { id: number; title: string; body: string; link: string | null };
const listOf = async (cookie: string, headers: Record<string, string> = {}): Promise<Item[]> => {
  const res = await t.get('/api/core/notifications', { cookie, headers });
  expect(res.status, res.text).toBe(200);
  return res.body.data.results;
};

describe('a notification in the reader’s language', () => {
  it('a Hindi learner reads an answer’s notice in Hindi in the list, the live stream and the mail; the question’s title stays as written', async () => {
    const asker = await member('hi');
    const helper = await member(undefined, 'Ravi Kumar');
    const stream = await openStream(t.app, asker.cookie);
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 0 } });

    const { questionId, answerId } = await askAndGetAnswered(asker, helper);
    await t.runJobs();
    const hindi = { title: 'Ravi Kumar ने आपके सवाल का जवाब दिया', body: QUESTION.title };
    expect(await stream.next()).toMatchObject({ event: 'notification', data: hindi });
    await stream.close();

    const [item] = await listOf(asker.cookie);
    expect(item).toMatchObject({ ...hindi, link: `/questions/${questionId}#answer-${answerId}` });

    const mail = t.mailer.lastTo(asker.user.email);
    expect(mail?.subject).toBe(hindi.title);
    expect(mail?.text).toBe(`${QUESTION.title}\n\n${ORIGIN}/questions/${questionId}#answer-${answerId}`);
  });

  it('an English learner reads the same notice in English, in the list, the stream and the mail', async () => {
    const asker = await member('en');
    const helper = await member(undefined, 'Ravi Kumar');
    const stream = await openStream(t.app, asker.cookie);
    await stream.next();
    await askAndGetAnswered(asker, helper);
    await t.runJobs();
    const english = { title: 'Ravi Kumar answered your question', body: QUESTION.title };
    expect(await stream.next()).toMatchObject({ event: 'notification', data: english });
    await stream.close();
    expect((await listOf(asker.cookie))[0]).toMatchObject(english);
    expect(t.mailer.lastTo(asker.user.email)?.subject).toBe(english.title);
  });

  it('switching language rewords the old notifications; the employer’s message stays as written', async () => {
    const learner = await member();
    const notify = (key: string, message: Parameters<typeof noticeOf<'application.status'>>[1]) =>
      t.platform.services.notifications.notify(undefined, {
        userId: learner.user.id,
        type: 'jobs',
        key,
        message: noticeOf('application.status', message),
        link: '/account/jobs',
      });
    await notify('a', {
      status: 'interview',
      job: 'React Developer',
      company: 'Infosys',
      message: 'Please bring your portfolio.',
    });
    await notify('b', { status: 'rejected', job: 'Data Analyst', company: 'Zoho', message: null });

    const english = await listOf(learner.cookie);
    expect(english.map(({ title, body }) => ({ title, body }))).toEqual([
      {
        title: 'An update on your application for Data Analyst at Zoho',
        body: expect.stringMatching(/^Thank you for your interest/),
      },
      { title: 'Infosys invites you to interview for React Developer', body: 'Please bring your portfolio.' },
    ]);

    await chooseLanguage(learner.cookie, 'hi');
    const hindi = await listOf(learner.cookie);
    expect(hindi.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'Zoho में Data Analyst के आपके आवेदन पर अपडेट', body: MESSAGES_HI.applicationRejectedDefault },
      { title: 'Infosys ने React Developer के इंटरव्यू के लिए आपको बुलाया है', body: 'Please bring your portfolio.' },
    ]);

    await chooseLanguage(learner.cookie, 'en');
    expect((await listOf(learner.cookie))[1]?.title).toBe('Infosys invites you to interview for React Developer');
  });

  it('the account’s language wins over Accept-Language; without one, Accept-Language decides', async () => {
    const chosen = await member('en');
    const unset = await member();
    for (const { user } of [chosen, unset]) {
      await t.platform.services.notifications.notify(undefined, {
        userId: user.id,
        type: 'community',
        key: 'accepted',
        message: noticeOf('answer.accepted', { question: QUESTION.title }),
      });
    }
    const hindiBrowser = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    expect((await listOf(chosen.cookie, hindiBrowser))[0]?.title).toBe('Your answer was accepted');
    expect((await listOf(unset.cookie, hindiBrowser))[0]?.title).toBe('आपका जवाब स्वीकार कर लिया गया');
    expect((await listOf(unset.cookie))[0]?.title).toBe('Your answer was accepted');
  });

  it('a stream that resumes from Last-Event-ID gets what it missed in the reader’s language', async () => {
    const learner = await member('hi');
    const note = (key: string) =>
      t.platform.services.notifications.notify(undefined, {
        userId: learner.user.id,
        type: 'premium',
        key,
        message: noticeOf('premium.cancelled', { until: '2026-12-29T06:30:00.000Z' }),
      });
    const first = await openStream(t.app, learner.cookie);
    await first.next();
    await note('seen');
    const seen = await first.next();
    await first.close();
    await note('missed');
    const resumed = await openStream(t.app, learner.cookie, seen.id);
    await resumed.next();
    await resumed.next();
    expect(await resumed.next()).toMatchObject({
      event: 'notification',
      data: { title: 'आपका प्रीमियम प्लान रद्द हो गया', body: expect.stringContaining('29 दिस॰ 2026') },
    });
    await resumed.close();
  });

  it('a row written before notices were stored (no message) keeps its stored English in either language', async () => {
    const learner = await member('hi');
    await t.db.insert(notificationsTable).values([
      { userId: learner.user.id, type: 'community', key: 'old', title: 'Someone upvoted your question', body: 'An old question' },
      // A kind this release does not know (written by a newer one, read during a rollback): its stored text too.
      {
        userId: learner.user.id,
        type: 'learning',
        key: 'newer',
        title: 'You completed a course',
        body: 'Python basics',
        message: { kind: 'course.completed', params: { course: 'Python basics' } },
      },
    ]);
    const items = await listOf(learner.cookie);
    expect(items.map(({ title, body }) => ({ title, body })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'Someone upvoted your question', body: 'An old question' },
      { title: 'You completed a course', body: 'Python basics' },
    ]);
  });

  it('stores the English wording beside the message, for the previous release during a rolling deploy', async () => {
    const learner = await member('hi');
    await t.platform.services.notifications.notify(undefined, {
      userId: learner.user.id,
      type: 'community',
      key: 'stored',
      message: noticeOf('moderation.restored', { object: 'comment' }),
    });
    const rows = await t.db.select().from(notificationsTable);
    const row = rows.find((r) => r.userId === learner.user.id);
    expect(row).toMatchObject({
      title: 'Your comment is visible again',
      body: 'Moderators restored your comment.',
      message: { kind: 'moderation.restored', params: { object: 'comment' } },
    });
    expect((await listOf(learner.cookie))[0]?.title).toBe('आपकी टिप्पणी फिर से दिख रही है');
  });
});

describe('mails in the recipient’s language', () => {
  it('a sign-up code goes out in the language the request asked for', async () => {
    const hindiEmail = `hindi-${Date.now()}@example.in`;
    const englishEmail = `english-${Date.now()}@example.in`;
    const hindi = await t.post('/api/accounts/mail-signup', { email: hindiEmail }, { headers: { 'accept-language': 'hi' } });
    expect(hindi.status, hindi.text).toBe(200);
    expect((await t.post('/api/accounts/mail-signup', { email: englishEmail })).status).toBe(200);
    expect(t.mailer.lastTo(hindiEmail)?.subject).toMatch(/^\d{6} आपका Learnly साइन-अप कोड है$/);
    expect(t.mailer.lastTo(hindiEmail)?.text).toContain('Learnly में आपका स्वागत है!');
    expect(t.mailer.lastTo(englishEmail)?.subject).toMatch(/^\d{6} is your Learnly sign-up code$/);
  });

  it('a reset code and the "you already have an account" mail follow the account’s language', async () => {
    const learner = await member('hi');
    const reset = await t.post('/api/accounts/forgot-password', { email: learner.user.email });
    expect(reset.status, reset.text).toBe(200);
    expect(t.mailer.lastTo(learner.user.email)?.subject).toMatch(/^\d{6} आपका Learnly पासवर्ड रीसेट कोड है$/);
    const again = await t.post('/api/accounts/mail-signup', { email: learner.user.email });
    expect(again.status, again.text).toBe(200);
    expect(t.mailer.lastTo(learner.user.email)).toMatchObject({
      subject: 'आपका Learnly खाता पहले से है',
      text: expect.stringContaining(`${ORIGIN}/forgot-password?`),
    });
  });
});
