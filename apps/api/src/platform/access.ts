import { MESSAGES } from '@lp/contract/messages';
import type { SessionUser } from '@lp/contract/session';
import type { AuditActorRole, StaffRole } from '@lp/contract/staff';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { readSessionUser } from './auth.ts';
import { clientIp, type ProxyTrust } from './client-ip.ts';
import type { AppEnv } from './context.ts';
import { ApiError, notFound, unauthorized } from './errors.ts';
import { accessLevel, type DeferredScope, SCOPE_CHECK } from './openapi.ts';
import type { HeldRole } from './staff-directory.ts';

/**
 * Who may call a route: one of these first in the route's `middleware` (defineRoute requires it),
 * and `requireOwned` for a write on an object that belongs to a user. The session is read at most
 * once per request (readSessionUser caches it in `c.var.sessionUser`). A signed-in route's handler
 * takes the user from `c.var.user`. See docs/decisions/0006-access-wrapper.md.
 */

/** What `signedIn` and `premiumOnly` add to a handler's context: the signed-in user, typed. */
export type SignedInEnv = { Variables: AppEnv['Variables'] & { user: SessionUser } };

/** Anyone, signed in or not; the handler does not look at the session. Said out loud for the reader. */
export const publicAccess = accessLevel(
  'public',
  createMiddleware<AppEnv>(async (_c, next) => {
    await next();
  }),
);

/**
 * Anyone; the handler may use the user when there is one (`await readSessionUser(c)` answers from
 * the cache). The session is read before the body validator runs: Auth.js copies the request to
 * read the cookie, and copying a request whose body was already read throws.
 */
export const optionalSession = accessLevel(
  'optional-session',
  createMiddleware<AppEnv>(async (c, next) => {
    await readSessionUser(c);
    await next();
  }),
);

/** Signed-in users only: 401 before anything else (even input validation) when nobody is signed in. */
export const signedIn = accessLevel(
  'signed-in',
  // Built on AppEnv (requireUser reads the session there) and typed as what it adds: `c.var.user`.
  createMiddleware<AppEnv>(async (c, next) => {
    (c as unknown as Context<SignedInEnv>).set('user', await requireUser(c));
    await next();
  }) as unknown as MiddlewareHandler<SignedInEnv>,
);

/**
 * Premium members only: 401 for a visitor, 403 for a signed-in user without an active
 * subscription. The one place that asks; the answer comes from `c.var.isPremium`, which the
 * composition root sets from the subscriptions service.
 */
export const premiumOnly = accessLevel(
  'premium',
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await requireUser(c);
    if (!(await c.var.isPremium(user.id))) throw new ApiError(403, MESSAGES.premiumOnly);
    (c as unknown as Context<SignedInEnv>).set('user', user);
    await next();
  }) as unknown as MiddlewareHandler<SignedInEnv>,
);

/**
 * For a route that serves one object which may be premium (a course, a quiz, an interview...):
 * after loading it, `await requirePremiumFor(c, row)`. Nothing happens for a free object; for a
 * premium one it answers as `premiumOnly` does (401 for a visitor, 403 "premium only" without a
 * subscription). Lists and detail pages that only describe the object do not call it: they show
 * what it contains and an upgrade prompt.
 */
export async function requirePremiumFor(c: Context<AppEnv>, item: { isPremium: boolean }): Promise<void> {
  if (!item.isPremium) return;
  const user = await requireUser(c);
  await requirePremiumAccess(c.var.isPremium, item, user.id);
}

/**
 * The same rule for a service that loads the object itself (a quiz, a slide deck, a fix-me
 * problem, an interview, a course's lessons), given the composition root's premium check:
 * nothing for a free object; for a premium one 401 when `userId` is null (a visitor) and 403
 * "premium only" without a subscription. The one copy of the rule; services do not write it.
 */
export async function requirePremiumAccess(
  isPremium: PremiumCheck,
  item: { isPremium: boolean },
  userId: number | null,
): Promise<void> {
  if (!item.isPremium) return;
  if (userId === null) throw unauthorized();
  if (!(await isPremium(userId))) throw new ApiError(403, MESSAGES.premiumOnly);
}

/**
 * The same rule asked instead of enforced, for a detail that describes a premium object to
 * everyone (a quiz, a slide deck, a fix-me problem, an interview): true for a premium object when
 * the caller is a visitor or has no subscription. A locked detail keeps the card (what the object
 * contains) and leaves the premium content out; its actions still call `requirePremiumAccess`.
 */
export async function isLockedFor(
  isPremium: PremiumCheck,
  item: { isPremium: boolean },
  userId: number | null,
): Promise<boolean> {
  if (!item.isPremium) return false;
  return userId === null || !(await isPremium(userId));
}

/** Whether a user has an active premium subscription (the subscriptions service answers it). */
export type PremiumCheck = (userId: number) => Promise<boolean>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The signed-in user, or a 401. A write (any unsafe method) by a suspended user is a 403: the
 * one place that enforces "no writes" of a suspension, read from the database once per request.
 * (Suspending also ends the user's sessions, so this is the guard for a request already in flight.)
 */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await readSessionUser(c);
  if (!user) throw unauthorized();
  if (!SAFE_METHODS.has(c.req.method) && (await suspensionOf(c, user.id))) {
    throw new ApiError(403, MESSAGES.suspendedNoWrites);
  }
  return user;
}

async function suspensionOf(c: Context<AppEnv>, userId: number) {
  const cached = c.get('suspension');
  if (cached !== undefined) return cached;
  const suspension = await c.var.staffDirectory.suspensionOf(userId);
  c.set('suspension', suspension);
  return suspension;
}

/** What `staff(role)` adds to a handler's context: the user, and the roles they hold (read from the database for this request). */
export type StaffEnv = {
  Variables: SignedInEnv['Variables'] & {
    staff: {
      roles: HeldRole[];
      /** The role this route required; `admin` when only admin let the user in. */
      actingAs: StaffRole;
      /**
       * The institutes and companies the user holds the route's role for; `'all'` when acting as
       * admin. A list route filters by these (an institute's staff see their institute's rows only).
       */
      institutes: number[] | 'all';
      companies: number[] | 'all';
    };
  };
};

type ScopeOwner = string | number | null | undefined;

/**
 * Which institute or company a scoped route acts for: the owner of the object the request names
 * (read from a path parameter, or looked up from the object's id). `null`/`undefined`: no such
 * object. Both a missing object and one outside the user's scope answer 404 with `missing`, so
 * staff of one institute cannot even learn that another's object exists. On a route registered
 * through `createRouter` the scope is checked after the request's validation (a malformed id or
 * body is a 400/422 whoever owns the object) and before the handler; elsewhere, in the middleware.
 */
export type StaffScope = {
  institute?: (c: Context<AppEnv>) => ScopeOwner | Promise<ScopeOwner>;
  company?: (c: Context<AppEnv>) => ScopeOwner | Promise<ScopeOwner>;
  /** The 404 text (default "Not found."). */
  missing?: string;
};

function scopeIds(
  roles: HeldRole[],
  role: StaffRole,
  actingAs: StaffRole,
): { institutes: number[] | 'all'; companies: number[] | 'all' } {
  if (actingAs === 'admin') return { institutes: 'all', companies: 'all' };
  const held = roles.filter((r) => r.role === role);
  return {
    institutes: held.flatMap((r) => (r.institute ? [r.institute.id] : [])),
    companies: held.flatMap((r) => (r.company ? [r.company.id] : [])),
  };
}

function ownerWithin(owner: ScopeOwner, ids: number[] | 'all', held: { id: number; slug: string }[]): boolean {
  if (owner === null || owner === undefined) return false;
  if (ids === 'all') return true;
  return held.some((h) => String(owner) === String(h.id) || owner === h.slug);
}

/**
 * Staff with `role` only (issue 30): 401 for a visitor; 403 "You do not have access to that." for a
 * user without the role; 403 "Set up a second factor" for one who holds it but has neither a
 * passkey nor an authenticator app; 403 "Sign in again with your passkey or authenticator code"
 * for one whose session was signed in with the password alone (the session's `mfa` claim, ADR
 * 0028). With a `scope`, the object's owner must be an institute or company the user holds the
 * role for: 404 otherwise (issues 31, 32). Roles are read from the database on every request, so a
 * revoked role stops at once. An admin passes every role and scope check. The handler takes
 * `c.var.user` and `c.var.staff`.
 */
export function staff(role: StaffRole, scope?: StaffScope) {
  const checkScope = scope ? (c: Context<AppEnv>) => requireWithinScope(c as unknown as Context<StaffEnv>, role, scope) : null;
  let deferred = false;
  const middleware = accessLevel(
    `staff:${role}`,
    createMiddleware<AppEnv>(async (c, next) => {
      const user = await requireUser(c);
      const roles = await c.var.staffDirectory.rolesOf(user.id);
      const actingAs = roles.some((held) => held.role === role)
        ? role
        : roles.some((held) => held.role === 'admin')
          ? 'admin'
          : null;
      if (!actingAs) throw new ApiError(403, MESSAGES.staffOnly);
      if (!(await c.var.staffDirectory.hasSecondFactor(user.id))) throw new ApiError(403, MESSAGES.secondFactorRequired);
      if (!c.var.sessionUsedSecondFactor) throw new ApiError(403, MESSAGES.secondFactorNotUsed);
      const staffContext = c as unknown as Context<StaffEnv>;
      staffContext.set('user', user);
      staffContext.set('staff', { roles, actingAs, ...scopeIds(roles, role, actingAs) });
      if (checkScope && !deferred) await checkScope(c);
      await next();
    }) as unknown as MiddlewareHandler<StaffEnv>,
  );
  if (!checkScope) return middleware;
  const deferrable: DeferredScope = {
    kind: scope?.institute ? 'institute' : 'company',
    check: checkScope,
    defer: () => {
      deferred = true;
    },
  };
  return Object.assign(middleware, { [SCOPE_CHECK]: deferrable });
}

async function requireWithinScope(c: Context<StaffEnv>, role: StaffRole, scope: StaffScope): Promise<void> {
  const { staff: held } = c.var;
  const heldFor = held.roles.filter((r) => r.role === role);
  if (scope.institute) {
    const owner = await scope.institute(c as unknown as Context<AppEnv>);
    const institutes = heldFor.flatMap((r) => (r.institute ? [r.institute] : []));
    if (!ownerWithin(owner, held.institutes, institutes)) throw new ApiError(404, scope.missing ?? MESSAGES.notFound);
  }
  if (scope.company) {
    const owner = await scope.company(c as unknown as Context<AppEnv>);
    const companies = heldFor.flatMap((r) => (r.company ? [r.company] : []));
    if (!ownerWithin(owner, held.companies, companies)) throw new ApiError(404, scope.missing ?? MESSAGES.notFound);
  }
}

/**
 * Before adding or removing a second factor: a staff account that has one changes its factors only
 * from a session that used one (403 as `staff()` answers). Otherwise the password alone of a
 * passkey-only staff account would be enough to add an authenticator app (or remove the passkey
 * and then add one) and sign in with it. Learners are not asked: they hold no staff power.
 */
export async function requireSecondFactorUsedByStaff(c: Context<SignedInEnv>): Promise<void> {
  if (c.var.sessionUsedSecondFactor) return;
  const userId = c.var.user.id;
  const directory = c.var.staffDirectory;
  if ((await directory.rolesOf(userId)).length === 0 || !(await directory.hasSecondFactor(userId))) return;
  throw new ApiError(403, MESSAGES.secondFactorNotUsed);
}

/** Who did a staff action, for `audit.record`: the user, the role they acted in, and their address. */
export function staffActor(c: Context<StaffEnv>, trust: ProxyTrust): { actor: number; role: AuditActorRole; ip: string } {
  return { actor: c.var.user.id, role: c.var.staff.actingAs, ip: clientIp(c, trust) };
}

/**
 * The row when `user` owns it: 404 when it is missing, 403 when it is another user's. Every write
 * that takes an object's id goes through this (DESIGN §4: a user edits and deletes only their own).
 * A row whose `userId` is null (its author deleted their account, ADR 0012) is nobody's: 403 for
 * everyone, since `user.id` is always a number.
 */
export function requireOwned<T extends { userId: number | null }>(
  row: T | null | undefined,
  user: { id: number },
  messages: { missing?: string; notYours?: string } = {},
): T {
  if (!row) throw notFound(messages.missing);
  if (row.userId !== user.id) throw new ApiError(403, messages.notYours ?? MESSAGES.notYours);
  return row;
}
