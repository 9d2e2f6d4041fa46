import { describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY } from '../../platform/http-guards.ts';
import { createTestContext } from '../../test/test-app.ts';
import { DOCS_CONTENT_SECURITY_POLICY } from './routes.ts';

const t = await createTestContext();

const expectBaseHeaders = (headers: Headers) => {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // The test config's public URL is http://localhost: no HSTS over plain HTTP.
  expect(headers.get('strict-transport-security')).toBeNull();
};

describe('security headers on the API', () => {
  it('a JSON answer carries nosniff, the referrer policy and a CSP that forbids framing', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expectBaseHeaders(res.headers);
    expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it('an error answer carries them too', async () => {
    const missing = await t.get('/api/core/nothing-here');
    expect(missing.status).toBe(404);
    expectBaseHeaders(missing.headers);
    const malformed = await t.post('/api/accounts/verify-otp', '{"email": ');
    expect(malformed.status).toBe(400);
    expectBaseHeaders(malformed.headers);
  });

  it('/api/docs gets its own CSP that allows its script file and no inline script', async () => {
    const res = await t.get('/api/docs');
    expect(res.status).toBe(200);
    expectBaseHeaders(res.headers);
    expect(res.headers.get('content-security-policy')).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(res.text).not.toMatch(/<script>/);
    const init = await t.get('/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain('SwaggerUIBundle');
  });
});
