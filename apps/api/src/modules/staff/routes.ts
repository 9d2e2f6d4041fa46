import { MESSAGES } from '@lp/contract/messages';
import {
  AUDIT_CSV_MAX_ROWS,
  auditCsvQuerySchema,
  auditListingSchema,
  auditQuerySchema,
  grantRoleBodySchema,
  roleParamSchema,
  staffMeSchema,
  staffRolesResponseSchema,
  staffUserDetailSchema,
  staffUserParamSchema,
  staffUsersListingSchema,
  staffUsersQuerySchema,
  suspendBodySchema,
  unsuspendBodySchema,
} from '@lp/contract/staff';
import { z } from 'zod';
import { signedIn, staff, staffActor } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import { ApiError } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { auditCsv } from './audit-csv.ts';
import type { StaffService } from './service.ts';

const tags = ['staff'];

/**
 * Signed in, not `staff(...)`: the console asks it to know what to show, including to staff who
 * have not set up a second factor yet (`secondFactor: false`). A user without any role gets 403.
 */
const me = defineRoute({
  method: 'get',
  path: '/staff/me',
  middleware: [signedIn] as const,
  tags,
  summary:
    'The signed-in staff member\'s roles (with their institute or company) and whether a second factor is set up; 403 "Sign in again…" when one is but this session was signed in without it',
  responses: { 200: dataResponse(staffMeSchema, 'Staff member'), ...errorResponses(401, 403) },
});

const listUsers = defineRoute({
  method: 'get',
  path: '/staff/users',
  middleware: [staff('moderator')] as const,
  tags,
  summary: 'Users by part of their email or name (newest first): roles, the suspension in force, activity',
  request: { query: staffUsersQuerySchema },
  responses: { 200: dataResponse(staffUsersListingSchema, 'Users'), ...errorResponses(401, 403, 404, 422) },
});

const userDetail = defineRoute({
  method: 'get',
  path: '/staff/users/{id}',
  middleware: [staff('moderator')] as const,
  tags,
  summary: 'One user with every suspension, past and present',
  request: { params: staffUserParamSchema },
  responses: { 200: dataResponse(staffUserDetailSchema, 'User'), ...errorResponses(401, 403, 404, 422) },
});

const suspend = defineRoute({
  method: 'post',
  path: '/staff/users/{id}/suspend',
  middleware: [staff('moderator')] as const,
  tags,
  summary: 'Suspend a user until a time or until lifted: their sessions end at once, sign-in and writes are refused',
  request: { params: staffUserParamSchema, body: jsonBody(suspendBodySchema) },
  responses: { 200: dataResponse(staffUserDetailSchema, 'Suspended'), ...errorResponses(401, 403, 404, 409, 415, 422) },
});

const unsuspend = defineRoute({
  method: 'post',
  path: '/staff/users/{id}/unsuspend',
  middleware: [staff('moderator')] as const,
  tags,
  summary: 'Lift the suspension in force',
  request: { params: staffUserParamSchema, body: jsonBody(unsuspendBodySchema) },
  responses: { 200: dataResponse(staffUserDetailSchema, 'Lifted'), ...errorResponses(401, 403, 404, 409, 415, 422) },
});

const grantRole = defineRoute({
  method: 'post',
  path: '/staff/users/{id}/roles',
  middleware: [staff('admin')] as const,
  tags,
  summary: 'Grant a role (instructor and institute_staff name an institute by slug, employer a company)',
  request: { params: staffUserParamSchema, body: jsonBody(grantRoleBodySchema) },
  responses: { 200: dataResponse(staffRolesResponseSchema, 'Roles now'), ...errorResponses(401, 403, 404, 415, 422) },
});

const revokeRole = defineRoute({
  method: 'delete',
  path: '/staff/users/{id}/roles/{role}',
  middleware: [staff('admin')] as const,
  tags,
  summary: 'Revoke a role: for every institute or company it is held for, or only the one named in the query',
  request: {
    params: roleParamSchema,
    query: z.object({
      institute: z.string().trim().min(1).max(200).optional(),
      company: z.string().trim().min(1).max(200).optional(),
    }),
  },
  responses: { 200: dataResponse(staffRolesResponseSchema, 'Roles now'), ...errorResponses(401, 403, 404, 422) },
});

/** Admins only: the log holds every staff member's actions and addresses (docs/decisions/0028). */
const auditList = defineRoute({
  method: 'get',
  path: '/staff/audit',
  middleware: [staff('admin')] as const,
  tags,
  summary: 'The audit log, newest first, filtered by actor (user id), action and object',
  request: { query: auditQuerySchema },
  responses: { 200: dataResponse(auditListingSchema, 'Audit log'), ...errorResponses(401, 403, 404, 422) },
});

const auditExport = defineRoute({
  method: 'get',
  path: '/staff/audit.csv',
  middleware: [staff('admin')] as const,
  tags,
  summary: `The audit log as CSV with the same filters (newest first, at most ${AUDIT_CSV_MAX_ROWS} rows)`,
  request: { query: auditCsvQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'CSV, one row per action' },
    ...errorResponses(401, 403, 422),
  },
});

export function staffRouter({ staff: service }: { staff: StaffService }, deps: { config: ProxyTrust }) {
  return createRouter()
    .openapi(me, async (c) => {
      const answer = await service.me(c.var.user);
      if (answer.roles.length === 0) throw new ApiError(403, MESSAGES.staffOnly);
      // As every staff route would answer: the console tells them to sign in again (ADR 0028).
      if (answer.secondFactor && !c.var.sessionUsedSecondFactor) throw new ApiError(403, MESSAGES.secondFactorNotUsed);
      return c.json({ data: answer }, 200);
    })
    .openapi(listUsers, async (c) => c.json({ data: await service.listUsers(c.req.valid('query')) }, 200))
    .openapi(userDetail, async (c) => c.json({ data: await service.userDetail(c.req.valid('param').id) }, 200))
    .openapi(suspend, async (c) => {
      const user = await service.suspend(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: user }, 200);
    })
    .openapi(unsuspend, async (c) => {
      const { reason } = c.req.valid('json');
      const user = await service.unsuspend(staffActor(c, deps.config), c.req.valid('param').id, reason);
      return c.json({ data: user }, 200);
    })
    .openapi(grantRole, async (c) => {
      const roles = await service.grantRole(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: { roles } }, 200);
    })
    .openapi(revokeRole, async (c) => {
      const { id, role } = c.req.valid('param');
      const roles = await service.revokeRole(staffActor(c, deps.config), id, role, c.req.valid('query'));
      return c.json({ data: { roles } }, 200);
    })
    .openapi(auditList, async (c) => c.json({ data: await service.auditList(c.req.valid('query')) }, 200))
    .openapi(auditExport, async (c) => {
      const rows = await service.auditExport(c.req.valid('query'), AUDIT_CSV_MAX_ROWS);
      return c.body(auditCsv(rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="audit-log.csv"',
        'Cache-Control': 'no-store',
      });
    });
}
