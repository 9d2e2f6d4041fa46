import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.ts';
import { audit } from '../../platform/audit.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

/** The driver's error, or null when the statement went through. */
async function failure(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return String((cause as Error).message ?? cause);
  }
}

describe('the audit log is append-only in the database', () => {
  it('keeps a recorded row and refuses UPDATE, DELETE and TRUNCATE on it', async () => {
    await t.db.transaction(async (tx) => {
      await audit.record(tx, {
        actor: null,
        role: 'cli',
        action: 'role.grant',
        objectType: 'user',
        objectId: 42,
        ip: null,
        before: { roles: [] },
        after: { roles: ['moderator'] },
        reason: 'first moderator',
      });
    });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.objectId, '42'));
    expect(row).toMatchObject({ actorRole: 'cli', action: 'role.grant', objectType: 'user', after: { roles: ['moderator'] } });
    const id = row?.id ?? 0;

    expect(await failure(() => t.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, id)))).toMatch(
      /append-only/,
    );
    expect(await failure(() => t.db.delete(auditLog).where(eq(auditLog.id, id)))).toMatch(/append-only/);
    expect(await failure(() => t.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);

    const [after] = await t.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(after?.reason).toBe('first moderator');
  });

  it('writes nothing when the action it belongs to rolls back', async () => {
    const attempt = t.db.transaction(async (tx) => {
      await audit.record(tx, {
        actor: 1,
        role: 'admin',
        action: 'role.revoke',
        objectType: 'user',
        objectId: 77,
        ip: '10.0.0.1',
      });
      throw new Error('the action failed');
    });
    await expect(attempt).rejects.toThrow('the action failed');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.objectId, '77'))).toEqual([]);
  });
});
