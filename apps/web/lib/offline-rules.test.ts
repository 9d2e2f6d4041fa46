import { describe, expect, it } from 'vitest';
import {
  isKeepablePage,
  isPerUserCache,
  offlineUserKey,
  pageCacheKey,
  pageCacheName,
  requestKind,
  savedCacheName,
} from './offline-rules';

const origin = 'https://learnly.example';
const kind = (path: string, { method = 'GET', mode = 'cors', from = origin } = {}) =>
  requestKind({ url: `${from}${path}`, method, mode }, origin);

describe("the service worker's cache rules", () => {
  it('caches built files and icons first, pages network first, the API only offline from what was saved', () => {
    expect(kind('/_next/static/chunks/app-1a2b.js', { mode: 'no-cors' })).toBe('static');
    expect(kind('/icons/icon-192.png', { mode: 'no-cors' })).toBe('static');
    expect(kind('/courses/intro-to-ts/learn?item=4', { mode: 'navigate' })).toBe('page');
    expect(kind('/api/core/courses/module-item/4')).toBe('saved');
    expect(kind('/api/auth/session')).toBe('saved');
    expect(kind('/media/browsers-load-a-page.webm', { mode: 'no-cors' })).toBe('saved');
  });

  it('leaves writes, other origins and Next’s RSC fetches to the network', () => {
    expect(kind('/api/core/courses/module-item/4/complete', { method: 'POST' })).toBe('network');
    expect(kind('/api/core/courses/module-item/4/note', { method: 'PUT' })).toBe('network');
    expect(kind('/courses', { from: 'https://checkout.razorpay.com' })).toBe('network');
    expect(kind('/courses?_rsc=1x2y')).toBe('network');
  });

  it("keeps one copy of a course's learn page for all its lessons, and a copy per address elsewhere", () => {
    expect(pageCacheKey(`${origin}/courses/intro-to-ts/learn?item=4`)).toBe(`${origin}/courses/intro-to-ts/learn`);
    expect(pageCacheKey(`${origin}/courses/intro-to-ts/learn?collection=2#top`)).toBe(`${origin}/courses/intro-to-ts/learn`);
    expect(pageCacheKey(`${origin}/courses?level=beginner`)).toBe(`${origin}/courses?level=beginner`);
  });

  it('keeps a copy of a page only when the answer is the page itself', () => {
    const html = { get: (name: string) => (name === 'content-type' ? 'text/html; charset=utf-8' : null) };
    const json = { get: (name: string) => (name === 'content-type' ? 'application/json' : null) };
    expect(isKeepablePage({ status: 200, redirected: false, headers: html })).toBe(true);
    expect(isKeepablePage({ status: 200, redirected: true, headers: html })).toBe(false);
    expect(isKeepablePage({ status: 0, redirected: false, headers: html })).toBe(false);
    expect(isKeepablePage({ status: 404, redirected: false, headers: html })).toBe(false);
    expect(isKeepablePage({ status: 500, redirected: false, headers: html })).toBe(false);
    expect(isKeepablePage({ status: 200, redirected: false, headers: json })).toBe(false);
  });

  it('names every page and saved-lesson cache per account, so that no account reads another’s', () => {
    const one = offlineUserKey(1);
    const two = offlineUserKey(2);
    expect(pageCacheName(one)).not.toBe(pageCacheName(two));
    expect(savedCacheName(one)).not.toBe(savedCacheName(two));
    expect(pageCacheName(offlineUserKey(null))).not.toBe(pageCacheName(one));
    for (const name of [pageCacheName(one), savedCacheName(two), pageCacheName(offlineUserKey(undefined))]) {
      expect(isPerUserCache(name)).toBe(true);
    }
    expect(isPerUserCache('lp-static-v1')).toBe(false);
  });
});
