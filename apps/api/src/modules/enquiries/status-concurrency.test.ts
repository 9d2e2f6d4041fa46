import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema/enquiries.ts';
import { notifications } from '../../db/schema/platform.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { insertCourse, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

// Run on PostgreSQL too (TEST_DATABASE_URL): PGlite serialises everything and would hide a race.
const t = await createTestContext();

describe('concurrent status changes of one enquiry', () => {
  it('end in one final state, with one audit row and one notice to the learner per actual change', async () => {
    const institute = await insertInstitute(t.db);
    const course = await insertCourse(t.db, { instituteId: institute.id });
    const staff = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const member = await insertStaff(t.db, 'institute_staff', { instituteId: institute.id });
        return t.signIn(member.email, 'Learnly@123');
      }),
    );
    const learner = await insertUser(t.db);
    const learnerCookie = await t.signIn(learner.email, 'Learnly@123');
    for (const wanted of [
      ['contacted', 'contacted', 'contacted', 'contacted', 'contacted', 'contacted'],
      ['contacted', 'enrolled', 'contacted', 'unreachable', 'enrolled', 'not_interested'],
    ]) {
      const sent = await t.post(
        '/api/core/enquiry',
        {
          model_name: 'course',
          model_id: course.id,
          name: 'Meera Nair',
          email: learner.email,
          mobile: '9876543210',
          pin_code: '682001',
        },
        { cookie: learnerCookie },
      );
      expect(sent.status).toBe(201);
      const id: number = sent.body.data.enquiry.id;
      const answers = await Promise.all(
        wanted.map((status, i) => t.call('PATCH', `/api/staff/enquiries/${id}`, { status }, { cookie: staff[i % staff.length] })),
      );
      expect(answers.map((a) => a.status)).toEqual(wanted.map(() => 200));

      const changes = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.objectType, 'enquiry'),
            eq(auditLog.objectId, String(id)),
            eq(auditLog.action, AUDIT_ACTIONS.enquiryUpdate),
          ),
        )
        .orderBy(auditLog.id);
      // Each audit row is an actual change from the state the previous one left.
      let state = 'new';
      for (const change of changes) {
        const before = change.before as { status: string };
        const after = change.after as { status: string };
        expect(before.status).toBe(state);
        expect(after.status).not.toBe(before.status);
        state = after.status;
      }
      const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, id));
      expect(row?.status).toBe(state);
      if (new Set(wanted).size === 1) expect(changes).toHaveLength(1);

      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, learner.id), eq(notifications.type, 'enquiries')));
      const toldNow = told.filter((n) => n.key.startsWith(`enquiry.status:${id}:`));
      expect(toldNow).toHaveLength(changes.length);
      expect(new Set(toldNow.map((n) => n.key)).size).toBe(changes.length);
    }
  });
});
