import { listingSchema, pageQuerySchema } from '@lp/contract/common';
import { enquiryBodySchema, enquiryCreatedSchema, myEnquirySchema } from '@lp/contract/enquiries';
import { optionalSession, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { clientIp } from '../../platform/client-ip.ts';
import type { AppDeps } from '../../platform/context.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { EnquiriesService } from './service.ts';

const tags = ['enquiries'];

const createEnquiry = defineRoute({
  method: 'post',
  path: '/core/enquiry',
  middleware: [optionalSession] as const,
  tags,
  summary: 'Send an enquiry to a course or institute (visitors too; tied to the account when signed in)',
  request: { body: jsonBody(enquiryBodySchema) },
  responses: {
    201: dataResponse(enquiryCreatedSchema, 'Enquiry sent'),
    ...errorResponses(400, 404, 415, 422, 429),
  },
});

const listMyEnquiries = defineRoute({
  method: 'get',
  path: '/accounts/enquiries',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's enquiries, newest first (page_size=1 gives the most recent)",
  request: { query: pageQuerySchema },
  responses: {
    200: dataResponse(listingSchema(myEnquirySchema), 'A page of your enquiries'),
    ...errorResponses(401, 404, 422),
  },
});

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). */
export function enquiriesRouter(
  { enquiries: service }: { enquiries: EnquiriesService },
  deps: Pick<AppDeps, 'config' | 'rateLimiter'>,
) {
  return createRouter()
    .openapi(createEnquiry, async (c) => {
      // Limited per address so that nobody floods an institute's inbox.
      await deps.rateLimiter.consume('enquiry', [`ip:${clientIp(c, deps.config)}`]);
      const user = await readSessionUser(c);
      const enquiry = await service.create(user?.id ?? null, c.req.valid('json'));
      return c.json({ data: { enquiry, authenticated: user !== null } }, 201);
    })
    .openapi(listMyEnquiries, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.listMine(user.id, c.req.valid('query')) }, 200);
    });
}
