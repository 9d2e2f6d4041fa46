import { expectAccessible } from './axe.ts';
import { expect, newLearner, signInStaff, test } from './fixtures.ts';

/**
 * Hiring (issue 32): a learner applies to the recruiter's open job; the recruiter finds them
 * among the applicants (1366 and 360 px, axe), shortlists them with a message, and the learner
 * is told: the bell lights up without a reload, and /account/jobs shows the status and message.
 */
const VIEWPORTS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '360', width: 360, height: 780 },
] as const;

/** A one-page PDF the apply call accepts. */
function resumePdf(): Buffer {
  const content = 'BT /F1 14 Tf 72 720 Td (Kavya Menon - Curriculum vitae) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('an application moves to shortlisted and the learner is told (bell and /account/jobs)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A learner of this journey's own (made through the API, in a browser of their own) while the recruiter signs in.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const [learner] = await Promise.all([newLearner(learnerPage), signInStaff(page, 'recruiter')]);

  // The recruiter's open jobs: the first published one is where the learner applies.
  await page.goto('/staff/jobs?status=published');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const firstJob = page.locator('main h2 a[href^="/staff/jobs/"]').first();
  const jobPath = (await firstJob.getAttribute('href')) ?? '';
  const jobId = Number(jobPath.split('/').at(-1));
  expect(jobId).toBeGreaterThan(0);

  // The learner applies with a PDF résumé (through the API: applying is another journey's), and keeps their page open.
  const applied = await learnerPage.request.post(`/api/core/jobs/${jobId}/apply`, {
    multipart: {
      resume: { name: 'Kavya Menon CV.pdf', mimeType: 'application/pdf', buffer: resumePdf() },
      cover_note: 'I have built three React projects and would love to join your team.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await learnerPage.goto('/account/jobs');
  const bell = learnerPage.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  // The recruiter finds the new applicant among those who applied, at both widths.
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${jobPath}?status=applied`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: learner.fullName, level: 2 }).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Application status' }).getByRole('link', { name: /^Applied \(\d+\)$/ }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, `the applicants at ${viewport.name} px`);
  }
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: learner.fullName, level: 2 }) })
    .first();
  await expect(row.getByRole('link', { name: /Résumé of .* \(PDF, opens in a new tab\)/ })).toHaveAttribute(
    'href',
    /^\/api\/staff\/applications\/\d+\/resume$/,
  );
  await row.getByRole('button', { name: `Change status of ${learner.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the status of ${learner.fullName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Shortlisted' }).check();
  await dialog.getByLabel('Message to the applicant (optional)').fill('Please pick a slot for a call on Monday.');
  await expectAccessible(page, 'the status dialog at 360 px');
  await dialog.getByRole('button', { name: 'Mark as shortlisted' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`${jobPath}?status=shortlisted`);
  await expect(page.getByRole('heading', { name: learner.fullName, level: 2 })).toBeVisible();

  // The learner's page was not reloaded: the bell lit up through the live stream.
  await expect(bell).toHaveAccessibleName(/Notifications, 1 unread/, { timeout: 20_000 });
  for (const viewport of VIEWPORTS) {
    await learnerPage.setViewportSize(viewport);
    await learnerPage.goto('/account/jobs');
    const mine = learnerPage.getByRole('main');
    await expect(mine.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
    await expect(mine.getByText('Please pick a slot for a call on Monday.')).toBeVisible();
    await expectAccessible(learnerPage, `the learner's applications at ${viewport.name} px`);
  }
  await learnerContext.close();
});
