import { MAX_ID } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { STAFF_ROLES, type StaffRole } from '@lp/contract/staff';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { exampleOf, fillPath, type Operation, operationsOf } from '../../test/openapi-walk.ts';
import { grantRole, insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

/**
 * The staff half of the generated security suite: every operation of /api/openapi.json whose
 * access level is `staff:<role>` refuses a visitor (401), a learner (403), staff who hold other
 * roles (403), staff who hold the role without a second factor (403) or whose session did not use
 * theirs (403), and lets in an admin.
 * It grows by itself: a new staff route is in the document, so it is checked here.
 */
const t = await createTestContext();
const doc = (await t.get('/api/openapi.json')).body;
const staffOps = operationsOf(doc).filter((op) => op.access?.startsWith('staff:'));
const label = (op: Operation) => `${op.method} ${op.path}`;
const roleOf = (op: Operation) => (op.access ?? '').slice('staff:'.length) as StaffRole;
const anOrA = (role: StaffRole) => (/^[aeiou]/.test(role) ? `an ${role}` : `a ${role}`);

const institute = await insertInstitute(t.db);
const company = await insertCompany(t.db);
const scopeFor = (role: StaffRole) =>
  role === 'instructor' || role === 'institute_staff'
    ? { instituteId: institute.id }
    : role === 'employer'
      ? { companyId: company.id }
      : {};

const cookies = new Map<string, Promise<string>>();
/** One signed-in user per kind, made once. */
function cookieOf(kind: string, make: () => Promise<{ email: string }>): Promise<string> {
  const made = cookies.get(kind) ?? make().then((user) => t.signIn(user.email, 'Learnly@123'));
  cookies.set(kind, made);
  return made;
}
const learnerCookie = () => cookieOf('learner', () => insertUser(t.db));
const staffCookie = (role: StaffRole, secondFactor = true) =>
  cookieOf(`${role}:${secondFactor}`, () => insertStaff(t.db, role, { ...scopeFor(role), secondFactor }));
/** Staff whose second factor is a passkey, signed in with the password alone (ADR 0028). */
const passwordOnlyCookie = (role: StaffRole) =>
  cookieOf(`${role}:password-only`, () => insertStaff(t.db, role, { ...scopeFor(role), secondFactor: 'passkey' }));
/** Someone who holds every role but this one (and not admin, which passes every check). */
const otherStaffCookie = (role: StaffRole) =>
  cookieOf(`all-but-${role}`, async () => {
    const others = STAFF_ROLES.filter((r) => r !== role && r !== 'admin');
    const [first, ...rest] = others as [StaffRole, ...StaffRole[]];
    const user = await insertStaff(t.db, first, scopeFor(first));
    for (const r of rest) await grantRole(t.db, user.id, r, scopeFor(r));
    return user;
  });

/** A request the route would accept in shape, naming an object that does not exist (nothing changes). */
const send = (op: Operation, cookie?: string) =>
  t.call(op.method, fillPath(op, { id: MAX_ID }), op.jsonBody ? exampleOf(op.jsonBody) : undefined, cookie ? { cookie } : {});

describe('the staff routes in the document', () => {
  it('include the users, roles and audit calls of issue 30, each with its role', () => {
    const levels = Object.fromEntries(staffOps.map((op) => [label(op), op.access]));
    expect(levels).toMatchObject({
      'GET /api/staff/users': 'staff:moderator',
      'POST /api/staff/users/{id}/suspend': 'staff:moderator',
      'POST /api/staff/users/{id}/unsuspend': 'staff:moderator',
      'POST /api/staff/users/{id}/roles': 'staff:admin',
      'DELETE /api/staff/users/{id}/roles/{role}': 'staff:admin',
      'GET /api/staff/audit': 'staff:admin',
      'GET /api/staff/audit.csv': 'staff:admin',
    });
    for (const op of staffOps) expect(op.needsSession, label(op)).toBe(true);
  });
});

describe.each(staffOps.map((op) => ({ op, name: label(op) })))('$name', ({ op }) => {
  const role = roleOf(op);

  it('answers a visitor with 401', async () => {
    const res = await send(op);
    expect(res.status, res.text).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('answers a learner with 403 "You do not have access to that."', async () => {
    const res = await send(op, await learnerCookie());
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.staffOnly });
  });

  it(`answers staff without the ${role} role with 403`, async () => {
    const res = await send(op, await otherStaffCookie(role));
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.staffOnly });
  });

  it(`answers ${anOrA(role)} without a second factor with 403 "Set up a second factor"`, async () => {
    const res = await send(op, await staffCookie(role, false));
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.secondFactorRequired });
  });

  it(`answers ${anOrA(role)} signed in with the password alone, though a passkey is set up, with 403 "Sign in again"`, async () => {
    const res = await send(op, await passwordOnlyCookie(role));
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.secondFactorNotUsed });
  });

  it(`lets in ${anOrA(role)} and an admin with a second factor`, async () => {
    for (const cookie of [await staffCookie(role), await staffCookie('admin')]) {
      const res = await send(op, cookie);
      expect([401, 403], `${res.status} ${res.text}`).not.toContain(res.status);
    }
  });
});
