import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationCases } from '../../db/schema/moderation.ts';
import { notifications } from '../../db/schema/platform.ts';
import { posts } from '../../db/schema/posts.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

// Run on PostgreSQL too (TEST_DATABASE_URL): PGlite serialises everything and would hide a race.
const t = await createTestContext();

describe('auto-hide under concurrent reports', () => {
  it('hides once, tells the author once and writes one audit row when five members report at the same moment', async () => {
    const author = await insertUser(t.db);
    const reporters = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const user = await insertUser(t.db);
        return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
      }),
    );
    for (let round = 0; round < 3; round++) {
      const [post] = await t.db
        .insert(posts)
        .values({ userId: author.id, text: `Spam round ${round}` })
        .returning();
      if (!post) throw new Error('no post');
      const answers = await Promise.all(
        reporters.map(({ cookie }) => t.post('/api/core/reports', { model: 'post', id: post.id, reason: 'Spam' }, { cookie })),
      );
      // Reports that arrive after the hide find nothing to report (404); at least the threshold's three are stored.
      const stored = answers.filter((a) => a.status === 201).length;
      expect(answers.every((a) => a.status === 201 || a.status === 404)).toBe(true);
      expect(stored).toBeGreaterThanOrEqual(3);

      const [theCase] = await t.db
        .select()
        .from(moderationCases)
        .where(and(eq(moderationCases.objectType, 'post'), eq(moderationCases.objectId, post.id)));
      expect(theCase).toMatchObject({ status: 'open', autoHidden: true, pendingReports: stored });
      const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
      expect(row?.hiddenAt).not.toBeNull();
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'case'), eq(auditLog.objectId, String(theCase?.id))));
      expect(audits.map((a) => a.action)).toEqual([AUDIT_ACTIONS.caseAutoHide]);
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, author.id), eq(notifications.link, `/feed/${post.id}`)));
      expect(told).toHaveLength(1);
    }
  });
});
