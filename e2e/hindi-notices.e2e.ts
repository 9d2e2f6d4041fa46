import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { expect, newLearner, test } from './fixtures.ts';

/**
 * Issue 35: a learner whose account is in Hindi reads the platform's notifications in Hindi — in
 * the bell, on /account/notifications and in the mail copy — with the question's title as they
 * wrote it. The language is saved on the account only (no cookie): the API words each notice in the
 * reader's language when it is read, and the web shows what the API sends.
 */
test.use({ viewport: { width: 360, height: 740 } });

type OutboxMail = { to: { address: string }[]; subject: string; text: string };

/** The newest mail to `email` whose subject is `subject`, waiting for the mail job to send it. */
async function mailFromOutbox(email: string, subject: string): Promise<OutboxMail> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
    } catch {
      files = [];
    }
    const mail = files
      .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as OutboxMail)
      .find((m) => m.subject === subject && m.to.some((to) => to.address === email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subject}" to ${email}`);
}

test('a learner in Hindi reads an answer’s notification in Hindi in the bell, the list and the mail', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const learner = await newLearner(page);
  const saved = await page.request.post('/api/core/user-settings', { data: { language: 'hi' } });
  expect(saved.ok()).toBe(true);

  const title = `Python में CSV फ़ाइल की पहली पंक्ति कैसे छोड़ें? ${Date.now()}`;
  const asked = await page.request.post('/api/core/questions/add', {
    data: {
      title,
      body: 'मेरी CSV फ़ाइल की पहली लाइन एक शीर्षक है, header नहीं। pandas उसे header मान लेता है।',
      tags: ['python'],
    },
  });
  expect(asked.status()).toBe(201);
  const questionId = ((await asked.json()) as { data: { question: { id: number } } }).data.question.id;

  // The account's language carries the page: the frame is in Hindi without a cookie of ours.
  await page.goto(`/questions/${questionId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(hi.nav.notifications);

  // Another learner, in a browser of their own, answers.
  const other = await browser.newContext();
  const answerer = await other.newPage();
  const helper = await newLearner(answerer);
  const answered = await answerer.request.post(`/api/core/questions/answer/${questionId}`, {
    data: { body: 'read_csv में skiprows=1 दीजिए, फिर दूसरी लाइन header बनेगी।' },
  });
  expect(answered.status()).toBe(201);
  await other.close();

  // The bell lights up live and announces the notification in Hindi.
  const notice = `${helper.fullName} ने आपके सवाल का जवाब दिया`;
  await expect(bell).toHaveAccessibleName(hi.nav.notificationsUnread.replace('{count}', '1'), { timeout: 20_000 });
  await expect(page.getByText(hi.nav.newNotification.replace('{title}', notice))).toBeAttached();

  await bell.click();
  await page.waitForURL('**/account/notifications');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: hi.account.sections.notifications })).toBeVisible();
  const link = main.getByRole('link', { name: notice });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', new RegExp(`/questions/${questionId}#answer-\\d+$`));
  // The question's title, as the learner wrote it, is the notification's text.
  await expect(main.getByText(title, { exact: true })).toBeVisible();
  await expect(main.getByText(`${hi.notifications.types.community} ·`)).toBeVisible();
  await expectAccessible(page, '/account/notifications with a Hindi notification');
  await page.screenshot({ path: testInfo.outputPath('notifications-hi-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(link).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('notifications-hi-1366.png'), fullPage: true });

  // The mail copy: the same Hindi title as its subject, the question's title and the link.
  const mail = await mailFromOutbox(learner.email, notice);
  expect(mail.text).toContain(title);
  expect(mail.text).toMatch(new RegExp(`/questions/${questionId}#answer-\\d+`));
});
