import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './callback-url.ts';

const origin = 'http://localhost:3000';

describe('safeCallbackPath', () => {
  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example/'],
    ['/\r\n/evil.example'],
    ['//evil.example'],
    ['//evil.example/'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    [' //evil.example'],
    ['http://evil.example/'],
    ['https://evil.example/path'],
    ['http://localhost:3000.evil.example/'],
    ['http://localhost:3000@evil.example/'],
    ['https://localhost:3000/'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.domain)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://localhost:3000//evil.example/'],
    ['http://localhost:3000/\\evil.example/'],
    ['/.//evil.example'],
    ['http:evil.example'],
    ['evil.example'],
    ['%2F%2Fevil.example'],
    ['%2F%2Fevil.example%2F'],
    ['http://[::1'],
    ['\u0000/x'],
  ])('refuses %j', (value) => {
    const result = safeCallbackPath(value, origin, '/fallback');
    expect(result).toBe('/fallback');
  });

  it.each([
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps encoded slashes as a path on our origin: %j', (value, expected) => {
    expect(safeCallbackPath(value, origin)).toBe(expected);
  });

  it.each([
    ['/', '/'],
    ['/courses', '/courses'],
    ['/courses?q=python&page=2#reviews', '/courses?q=python&page=2#reviews'],
    ['http://localhost:3000/jobs?tag=go#top', '/jobs?tag=go#top'],
    ['/search?term=a%20b', '/search?term=a%20b'],
    ['/account/courses/', '/account/courses/'],
  ])('keeps the same-origin path %j with its query and hash', (value, expected) => {
    expect(safeCallbackPath(value, origin)).toBe(expected);
  });

  it('answers the fallback for nothing or a non-string', () => {
    expect(safeCallbackPath(undefined, origin)).toBe('/');
    expect(safeCallbackPath('', origin, '/x')).toBe('/x');
    expect(safeCallbackPath(42, origin)).toBe('/');
    expect(safeCallbackPath(['/a'], origin)).toBe('/');
  });

  it('without a known origin keeps only relative paths', () => {
    expect(safeCallbackPath('/courses?q=1', undefined)).toBe('/courses?q=1');
    expect(safeCallbackPath('http://localhost:3000/courses', undefined)).toBe('/');
    expect(safeCallbackPath('//evil.example', undefined)).toBe('/');
  });
});
