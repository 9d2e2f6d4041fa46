import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './session-cookie.ts';

describe('hasSessionCookie', () => {
  it('finds the plain, secure and chunked session cookies among others', () => {
    expect(hasSessionCookie('authjs.session-token=abc')).toBe(true);
    expect(hasSessionCookie('theme=dark; __Secure-authjs.session-token=abc')).toBe(true);
    expect(hasSessionCookie('a=1;authjs.session-token.0=abc; authjs.session-token.1=def')).toBe(true);
  });

  it('is false without one, for look-alike names and for a value that merely mentions it', () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie('authjs.csrf-token=x; authjs.callback-url=%2F')).toBe(false);
    expect(hasSessionCookie('xauthjs.session-token=abc')).toBe(false);
    expect(hasSessionCookie('note=authjs.session-token=abc')).toBe(false);
  });
});
