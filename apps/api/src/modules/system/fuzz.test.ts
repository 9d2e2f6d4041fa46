import { MAX_ID } from '@lp/contract/common';
import { describe, expect, it } from 'vitest';
import { insertCourse } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import {
  exampleOf,
  integerFieldPaths,
  type Operation,
  operationsOf,
  typeOf,
  withValueAt,
  wrongTypesBody,
} from '../../test/openapi-walk.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

/**
 * The standing fuzz suite (issue 13 part 12). It walks the API's own /api/openapi.json, so it
 * grows by itself as modules add routes, and sends malformed variants of every operation (wrong
 * types, NUL characters, 1 MB strings, huge, negative and fractional ids, invalid JSON, wrong
 * content types, deeply nested arrays and objects, other methods), anonymous and signed in (and
 * as an admin for staff routes),
 * through app.request() on the real database (PGlite in `npm test`, PostgreSQL in `test:pg`).
 * The count is bounded (PER_OPERATION per operation and identity) and the choice is fixed by
 * SEED, so a failure replays exactly. It fails on any 5xx, any answer that is not JSON, and any
 * text that looks like a stack trace, listing the offending requests.
 *
 * Socket-level behaviour (keep-alive after a refused body, header size limits) is not reached by
 * app.request(); the server tests own that.
 */
const SEED = 1312;
const PER_OPERATION = 20;

/** mulberry32: a tiny seeded generator, so that the same seed sends the same requests. */
function random(seedValue: number) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(SEED);

type Probe = {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
};

const MB = 'x'.repeat(1024 * 1024);
const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const deepObject = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;

/** Values for a path or query parameter; kept under Node's header size (16 KB) except on purpose. */
const PARAM_VALUES: string[] = [
  '%00',
  'a%00b',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  String(MAX_ID + 1),
  '99999999999999999999',
  '1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  '',
  '%20',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('../../etc/passwd'),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('🙂'.repeat(50)),
  'x'.repeat(4000),
  encodeURIComponent('a,b,c,'.repeat(200)),
];

/** Values for a JSON body field. */
const FIELD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  MAX_ID + 1,
  1e308,
  '',
  'a\u0000b',
  '\ud800',
  MB,
  [],
  [[[[[]]]]],
  {},
  { nested: { deeper: ['x'] } },
  '🙂'.repeat(1000),
  "' OR 1=1 --",
];

function queryWith(op: Operation, overrides: Record<string, string>): string {
  const parts: string[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'query') continue;
    if (overrides[p.name] !== undefined) parts.push(`${p.name}=${overrides[p.name]}`);
    else if (p.required) parts.push(`${p.name}=${encodeURIComponent(String(exampleOf(p.schema)))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The path with `name` set to `raw` as written (so that %00 or %ZZ reach the server) and the others to 1. */
function rawPath(op: Operation, name: string, raw: string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, n: string) => (n === name ? raw : '1'));
}

function variantsOf(op: Operation): Probe[] {
  const probes: Probe[] = [];
  // 1 names a demo row for ids and id-or-slug parameters alike, so that variants reach past the lookup.
  const base = op.path.replace(/\{[^}]+\}/g, '1');
  const json = { 'content-type': 'application/json' };
  const validBody = op.jsonBody ? JSON.stringify(exampleOf(op.jsonBody)) : undefined;
  const bodyFor = () => (op.jsonBody ? { headers: json, body: validBody } : {});

  for (const p of op.parameters) {
    for (const value of PARAM_VALUES) {
      if (p.in === 'path') {
        probes.push({
          label: `path ${p.name}=${value.slice(0, 20)}`,
          method: op.method,
          path: `${rawPath(op, p.name, value)}${queryWith(op, {})}`,
          ...bodyFor(),
        });
      } else if (p.in === 'query') {
        probes.push({
          label: `query ${p.name}=${value.slice(0, 20)}`,
          method: op.method,
          path: `${base}${queryWith(op, { [p.name]: value })}`,
          ...bodyFor(),
        });
      }
    }
    if (p.in === 'query') {
      probes.push({
        label: `query ${p.name} repeated`,
        method: op.method,
        path: `${base}?${p.name}=1&${p.name}=a&${p.name}[]=x&${p.name}[a]=y`,
        ...bodyFor(),
      });
    }
  }
  probes.push({
    label: 'unknown query parameters',
    method: op.method,
    path: `${base}${queryWith(op, { zz: '1', __proto__x: 'y', constructor: 'z' })}`,
    ...bodyFor(),
  });

  if (op.unsafe) {
    const url = `${base}${queryWith(op, {})}`;
    probes.push({ label: 'invalid JSON', method: op.method, path: url, headers: json, body: '{"a": ' });
    probes.push({ label: 'empty JSON body', method: op.method, path: url, headers: json, body: '' });
    probes.push({ label: 'JSON null', method: op.method, path: url, headers: json, body: 'null' });
    probes.push({ label: 'JSON number', method: op.method, path: url, headers: json, body: '42' });
    probes.push({ label: 'deeply nested arrays', method: op.method, path: url, headers: json, body: deepArray });
    probes.push({ label: 'deeply nested objects', method: op.method, path: url, headers: json, body: deepObject });
    probes.push({ label: '1 MB JSON string', method: op.method, path: url, headers: json, body: JSON.stringify({ value: MB }) });
    probes.push({ label: 'NUL escaped in JSON', method: op.method, path: url, headers: json, body: '{"\\u0000":"\\u0000"}' });
    probes.push({ label: 'BOM then JSON', method: op.method, path: url, headers: json, body: `\ufeff${validBody ?? '{}'}` });
    probes.push({
      label: 'UTF-16 charset',
      method: op.method,
      path: url,
      headers: { 'content-type': 'application/json; charset=utf-16' },
      body: validBody ?? '{}',
    });
    probes.push({
      label: 'invalid UTF-8 bytes',
      method: op.method,
      path: url,
      headers: json,
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
    });
    probes.push({
      label: 'text/plain',
      method: op.method,
      path: url,
      headers: { 'content-type': 'text/plain' },
      body: validBody ?? 'x',
    });
    probes.push({
      label: 'form-urlencoded',
      method: op.method,
      path: url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=%00',
    });
    probes.push({ label: 'no content type', method: op.method, path: url, body: validBody ?? '{}' });
    probes.push({
      label: 'multipart without boundary',
      method: op.method,
      path: url,
      headers: { 'content-type': 'multipart/form-data' },
      body: 'garbage',
    });
    const boundary = 'fuzzboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    probes.push({
      label: 'multipart with NUL and odd fields',
      method: op.method,
      path: url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `${part('cover_note', 'a\u0000b')}${part('resume', 'not a file')}${part('x'.repeat(300), 'y')}--${boundary}--\r\n`,
    });
    probes.push({
      label: 'multipart truncated',
      method: op.method,
      path: url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`,
    });
    if (op.jsonBody) {
      const schema = op.jsonBody;
      const example = exampleOf(schema);
      const fields = typeOf(schema) === 'object' ? Object.keys(schema.properties ?? {}) : [];
      for (const field of fields) {
        for (const value of FIELD_VALUES) {
          const body = { ...(example as Record<string, unknown>), [field]: value };
          probes.push({
            label: `field ${field}=${JSON.stringify(value)?.slice(0, 20)}`,
            method: op.method,
            path: url,
            headers: json,
            body: JSON.stringify(body),
          });
        }
      }
      probes.push({
        label: 'unknown fields',
        method: op.method,
        path: url,
        headers: json,
        body: JSON.stringify({ ...(example as object), __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } }),
      });
      probes.push({
        label: 'wrong type in every field',
        method: op.method,
        path: url,
        headers: json,
        body: JSON.stringify(wrongTypesBody(schema)),
      });
      for (const at of integerFieldPaths(schema)) {
        for (const id of [MAX_ID + 1, 2 ** 31, -1, 0, 1.5, Number.MAX_SAFE_INTEGER]) {
          probes.push({
            label: `integer ${at.join('.')}=${id}`,
            method: op.method,
            path: url,
            headers: json,
            body: JSON.stringify(withValueAt(example, at, id)),
          });
        }
      }
      probes.push({
        label: 'body as array of the example',
        method: op.method,
        path: url,
        headers: json,
        body: JSON.stringify([example, example]),
      });
      probes.push({
        label: 'every field wrong',
        method: op.method,
        path: url,
        headers: json,
        body: JSON.stringify(Object.fromEntries(fields.map((f) => [f, [{ f }]]))),
      });
    }
  }
  for (const method of ['PUT', 'PATCH', 'OPTIONS']) {
    if (method !== op.method) probes.push({ label: `method ${method}`, method, path: base });
  }
  return probes;
}

/** A seeded, bounded choice of `count` probes (Fisher-Yates on a copy). */
function sample<T>(items: T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

const STACK = /\n\s+at \S|\bat [\w.<>]+ \(|\.[cm]?[jt]s:\d+:\d+|node_modules|Error: [^"]*\n/;

const t = await createTestContext({ rateLimitAuthPerMinute: 100_000 });
const doc = (await t.get('/api/openapi.json')).body;
const operations = operationsOf(doc);
// Rows with id 1 exist, so that variants of the other parameters reach past the lookup.
const user = await insertUser(t.db);
await insertCourse(t.db);
const cookie = await t.signIn(user.email, 'Learnly@123');
const identities = [
  { name: 'anonymous', headers: {} as Record<string, string> },
  { name: 'signed in', headers: { cookie } as Record<string, string> },
];
// Staff routes refuse a learner before reading the input: an admin with a second factor reaches it.
const admin = await insertStaff(t.db, 'admin');
const staffIdentity = { name: 'admin', headers: { cookie: await t.signIn(admin.email, 'Learnly@123') } };
const identitiesFor = (op: Operation) => (op.access?.startsWith('staff:') ? [...identities, staffIdentity] : identities);

describe('the fuzz suite', () => {
  it('answers every malformed variant of every documented operation with JSON and no 5xx', async () => {
    expect(operations.length).toBeGreaterThan(10);
    const jobs = operations.flatMap((op) => {
      const probes = variantsOf(op);
      return identitiesFor(op).flatMap((identity) => sample(probes, PER_OPERATION).map((probe) => ({ op, probe, identity })));
    });
    const failures: string[] = [];
    let fiveHundreds = 0;
    for (const { op, probe, identity } of jobs) {
      const headers = { 'x-forwarded-for': t.newIp(), origin: ORIGIN, ...identity.headers, ...probe.headers };
      const res = await t.app.request(`${ORIGIN}${probe.path}`, { method: probe.method, headers, body: probe.body });
      const type = res.headers.get('content-type') ?? '';
      const text = await res.text();
      let why = '';
      if (res.status >= 500) {
        fiveHundreds++;
        why = `status ${res.status}`;
      } else if (op.redirects.includes(res.status)) {
        // A documented redirect must stay on this site: never an open redirect built from the input.
        const location = res.headers.get('location') ?? '';
        if (!location.startsWith('/') || location.startsWith('//')) why = `redirect off the site (${location})`;
      } else if (
        probe.method !== 'OPTIONS' &&
        res.status !== 204 &&
        !type.startsWith('application/json') &&
        !(res.status < 300 && op.successTypes.some((documented) => type.startsWith(documented)))
      ) {
        why = `not JSON (${type || 'no content type'})`;
      } else if (STACK.test(text)) {
        why = 'stack trace in the answer';
      }
      if (why) {
        const sent = typeof probe.body === 'string' ? probe.body.slice(0, 100) : probe.body ? '<bytes>' : '';
        failures.push(
          `${why} [${identity.name}] ${probe.method} ${probe.path.slice(0, 160)} (${probe.label}) ${sent}\n    -> ${res.status} ${text.slice(0, 200)}`,
        );
      }
    }
    console.log(
      `fuzz: ${jobs.length} requests over ${operations.length} operations (seed ${SEED}), ${fiveHundreds} answered 5xx, ${failures.length} failures`,
    );
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
  }, 120_000);
});
