import { phoneOtpSentSchema, profileSchema, sendPhoneOtpBodySchema, verifyPhoneOtpBodySchema } from '@lp/contract/accounts';
import { signedIn } from '../../platform/access.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { PhoneService } from './phone-service.ts';

const tags = ['accounts'];

const sendOtp = defineRoute({
  method: 'post',
  path: '/accounts/phone/send-otp',
  middleware: [signedIn] as const,
  tags,
  summary: 'Text a 6-digit code to a mobile number to verify it (limited per account and per number)',
  request: { body: jsonBody(sendPhoneOtpBodySchema) },
  responses: { 200: dataResponse(phoneOtpSentSchema, 'Code sent'), ...errorResponses(400, 401, 415, 422, 429) },
});

const resendOtp = defineRoute({
  method: 'post',
  path: '/accounts/phone/resend-otp',
  middleware: [signedIn] as const,
  tags,
  summary: 'Text a new code to the number of the pending one (after the cool-down)',
  responses: { 200: dataResponse(phoneOtpSentSchema, 'Code sent'), ...errorResponses(401, 422, 429) },
});

const verifyOtp = defineRoute({
  method: 'post',
  path: '/accounts/phone/verify-otp',
  middleware: [signedIn] as const,
  tags,
  summary: 'Check the code; the number becomes the verified phone of the profile',
  request: { body: jsonBody(verifyPhoneOtpBodySchema) },
  responses: { 200: dataResponse(profileSchema, 'Verified'), ...errorResponses(400, 401, 415, 422) },
});

export function phoneRouter({ phone }: { phone: PhoneService }) {
  return createRouter()
    .openapi(sendOtp, async (c) => {
      const user = c.var.user;
      return c.json({ data: await phone.sendOtp(user.id, c.req.valid('json').phone) }, 200);
    })
    .openapi(resendOtp, async (c) => {
      const user = c.var.user;
      return c.json({ data: await phone.resendOtp(user.id) }, 200);
    })
    .openapi(verifyOtp, async (c) => {
      const user = c.var.user;
      return c.json({ data: await phone.verifyOtp(user.id, c.req.valid('json').otp) }, 200);
    });
}
