import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApplications } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/platform.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { insertCompany, insertJob } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

// Run on PostgreSQL too (TEST_DATABASE_URL): PGlite serialises everything and would hide a race.
const t = await createTestContext();

async function setUp() {
  const company = await insertCompany(t.db);
  const employers = await Promise.all(
    [0, 1, 2].map(async () => {
      const user = await insertStaff(t.db, 'employer', { companyId: company.id });
      return t.signIn(user.email, 'Learnly@123');
    }),
  );
  const job = await insertJob(t.db, { companyId: company.id });
  const learner = await insertUser(t.db);
  const [application] = await t.db
    .insert(jobApplications)
    .values({ jobId: job.id, userId: learner.id, resumeKey: 'resumes/none.pdf', resumeName: 'cv.pdf', resumeBytes: 1 })
    .returning();
  return { employers, learner, application: application! };
}

describe('status changes at the same moment', () => {
  it('end in one final state, with one notification and one audit row per change that applied', async () => {
    for (let round = 0; round < 3; round++) {
      const { employers, learner, application } = await setUp();
      const targets = ['shortlisted', 'interview', 'rejected'] as const;
      const answers = await Promise.all(
        targets.map((status, i) =>
          t.call(
            'PATCH',
            `/api/staff/applications/${application.id}`,
            { status, message: `Moved to ${status}` },
            { cookie: employers[i] },
          ),
        ),
      );
      expect(
        answers.every((a) => a.status === 200 || a.status === 409),
        answers.map((a) => a.text).join('\n'),
      ).toBe(true);
      const applied = answers.filter((a) => a.status === 200);
      expect(applied.length).toBeGreaterThanOrEqual(1);

      const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
      expect(row?.statusChanges).toBe(applied.length);
      // The final state is the last change that applied (the one whose answer carries the most recent time).
      const last = applied
        .map((a) => a.body.data)
        .sort((a, b) => Date.parse(a.statusChangedAt) - Date.parse(b.statusChangedAt))
        .at(-1);
      expect(row?.status).toBe(last.status);
      expect(row?.statusMessage).toBe(`Moved to ${row?.status}`);

      const told = await t.db.select().from(notifications).where(eq(notifications.userId, learner.id));
      expect(told).toHaveLength(applied.length);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, AUDIT_ACTIONS.applicationStatus), eq(auditLog.objectId, String(application.id))));
      expect(audits).toHaveLength(applied.length);
    }
  });

  it('lets only one of two identical changes through', async () => {
    const { employers, learner, application } = await setUp();
    const answers = await Promise.all(
      employers.map((cookie) =>
        t.call('PATCH', `/api/staff/applications/${application.id}`, { status: 'shortlisted' }, { cookie }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, learner.id));
    expect(told).toHaveLength(1);
  });
});
