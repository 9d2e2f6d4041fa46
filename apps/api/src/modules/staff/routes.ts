import { MESSAGES } from '@lp/contract/messages';
import { staffMeSchema } from '@lp/contract/staff';
import type { Services } from '../../composition-root.ts';
import { signedIn } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';

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
  summary: "The signed-in staff member's roles (with their institute or company) and whether a second factor is set up",
  responses: { 200: dataResponse(staffMeSchema, 'Staff member'), ...errorResponses(401, 403) },
});

export function staffRouter({ staff }: Services, _deps: AppDeps) {
  return createRouter().openapi(me, async (c) => {
    const answer = await staff.me(c.var.user);
    if (answer.roles.length === 0) throw new ApiError(403, MESSAGES.staffOnly);
    return c.json({ data: answer }, 200);
  });
}
