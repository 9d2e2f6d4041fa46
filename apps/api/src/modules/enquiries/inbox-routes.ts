import { MAX_ID } from '@lp/contract/common';
import {
  INBOX_CSV_MAX_ROWS,
  inboxEnquiryDetailSchema,
  inboxEnquiryParamSchema,
  inboxEnquiryPatchSchema,
  inboxFiltersSchema,
  inboxListingSchema,
  inboxQuerySchema,
} from '@lp/contract/enquiries';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { staff, staffActor } from '../../platform/access.ts';
import { audit } from '../../platform/audit.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { AppEnv } from '../../platform/context.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { inboxCsv } from './inbox-csv.ts';
import type { EnquiriesService } from './service.ts';

const tags = ['staff'];

/**
 * The lead inbox (issue 32): an institute's staff read and answer the enquiries about their
 * institute and its courses. Lists filter by `c.var.staff.institutes`; one enquiry's routes are
 * scoped by its institute (404 for another institute's, as for a missing one).
 */
export function inboxRouter({ enquiries: service }: { enquiries: EnquiriesService }, deps: { db: Database; config: ProxyTrust }) {
  /**
   * The enquiry's institute; 0 (nobody's) for a missing enquiry or a malformed id. Staff of an
   * institute then get the 404 at once; an admin (who holds every institute) gets the input
   * checks first (422 for a bad id or body) and the handler's 404.
   */
  const ownerOfRequest = async (c: Context<AppEnv>) => {
    const id = Number(c.req.param('id'));
    const owner = Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? await service.inbox.ownerOf(id) : null;
    return owner ?? 0;
  };
  const ownEnquiry = staff('institute_staff', { institute: ownerOfRequest, missing: MESSAGES.enquiryNotFound });

  const list = defineRoute({
    method: 'get',
    path: '/staff/enquiries',
    middleware: [staff('institute_staff')] as const,
    tags,
    summary:
      "The lead inbox: enquiries about the staff member's institutes and their courses, newest first, filtered by status, course, India days (from, to) and name or mobile (q); with the count of every status",
    request: { query: inboxQuerySchema },
    responses: { 200: dataResponse(inboxListingSchema, 'Enquiries'), ...errorResponses(401, 403, 404, 422) },
  });

  const exportCsv = defineRoute({
    method: 'get',
    path: '/staff/enquiries.csv',
    middleware: [staff('institute_staff')] as const,
    tags,
    summary: `The inbox's filtered view as CSV for a CRM (newest first, at most ${INBOX_CSV_MAX_ROWS} rows); audited`,
    request: { query: inboxFiltersSchema },
    responses: {
      200: { content: { 'text/csv': { schema: z.string() } }, description: 'CSV, one row per enquiry' },
      ...errorResponses(401, 403, 422),
    },
  });

  const detail = defineRoute({
    method: 'get',
    path: '/staff/enquiries/{id}',
    middleware: [ownEnquiry] as const,
    tags,
    summary: "One enquiry with its private notes and the institute's staff it may be assigned to",
    request: { params: inboxEnquiryParamSchema },
    responses: { 200: dataResponse(inboxEnquiryDetailSchema, 'Enquiry'), ...errorResponses(401, 403, 404, 422) },
  });

  const update = defineRoute({
    method: 'patch',
    path: '/staff/enquiries/{id}',
    middleware: [ownEnquiry] as const,
    tags,
    summary:
      'Change the status (new, contacted, enrolled, not_interested, unreachable) or the assignee, or add a private note; audited, and the learner is told of a new status',
    request: { params: inboxEnquiryParamSchema, body: jsonBody(inboxEnquiryPatchSchema) },
    responses: { 200: dataResponse(inboxEnquiryDetailSchema, 'Enquiry now'), ...errorResponses(401, 403, 404, 415, 422) },
  });

  return createRouter()
    .openapi(list, async (c) => c.json({ data: await service.inbox.list(c.var.staff.institutes, c.req.valid('query')) }, 200))
    .openapi(exportCsv, async (c) => {
      const filters = c.req.valid('query');
      const rows = await service.inbox.exportRows(c.var.staff.institutes, filters, INBOX_CSV_MAX_ROWS);
      // Contact details leave the platform: who exported what is kept (issue 32).
      await deps.db.transaction((tx) =>
        audit.record(tx, {
          ...staffActor(c, deps.config),
          action: AUDIT_ACTIONS.enquiryExport,
          objectType: 'enquiry',
          objectId: null,
          after: { filters, rows: rows.length, institutes: c.var.staff.institutes },
        }),
      );
      return c.body(inboxCsv(rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="enquiries.csv"',
        'Cache-Control': 'no-store',
      });
    })
    .openapi(detail, async (c) => c.json({ data: await service.inbox.detail(c.req.valid('param').id) }, 200))
    .openapi(update, async (c) => {
      const data = await service.update(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data }, 200);
    });
}
