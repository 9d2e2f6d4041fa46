import { MAX_ID } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { passkeys } from '../../db/schema/accounts.ts';
import { insertCourse } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertQuiz } from '../../db/seed/learning-factories.ts';
import { seedPlans } from '../../db/seed/subscriptions-seed.ts';
import {
  exampleOf,
  fillPath,
  integerFieldPaths,
  type JsonSchema,
  type Operation,
  operationsOf,
  typeOf,
  withValueAt,
  wrongTypesBody,
} from '../../test/openapi-walk.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

/**
 * The generated security suite: every operation of /api/openapi.json, checked for what every
 * operation must do. It grows by itself: a new route is in the document, so it is checked.
 * A route that needs a session says so with `needsSession` middleware (documented as
 * `security`); a route whose path id names a user's object says so with `x-owned: '<kind>'`,
 * and OWNED_FACTORIES below must know how to make one of that kind.
 */
const t = await createTestContext();
const doc = (await t.get('/api/openapi.json')).body;
const operations = operationsOf(doc);

const owner = await insertUser(t.db);
const other = await insertUser(t.db);
const ownerCookie = await t.signIn(owner.email, 'Learnly@123');
const otherCookie = await t.signIn(other.email, 'Learnly@123');
const EVIL = 'https://evil.example';

const label = (op: Operation) => `${op.method} ${op.path}`;
// Staff routes refuse a learner before reading the input: their input checks are made as an admin with a second factor.
const admin = await insertStaff(t.db, 'admin');
const adminCookie = await t.signIn(admin.email, 'Learnly@123');
const isStaffOnly = (op: Operation) => op.access?.startsWith('staff:') ?? false;
const signedInCookieFor = (op: Operation) => (isStaffOnly(op) ? adminCookie : ownerCookie);
const cookieFor = (op: Operation) => (op.needsSession ? signedInCookieFor(op) : undefined);

function expectEnvelope(res: { status: number; body: unknown; text: string }, status: number | number[]) {
  const allowed = Array.isArray(status) ? status : [status];
  expect(allowed, `status ${res.status}: ${res.text.slice(0, 300)}`).toContain(res.status);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  expect(res.text).not.toMatch(/\bat .+\.[jt]s:\d+|node_modules|stack/i);
}

/** Required query parameters filled with values their schema accepts. */
function requiredQuery(op: Operation, overrides: Record<string, string | number> = {}): string {
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in === 'query' && p.required) query.set(p.name, String(exampleOf(p.schema)));
  }
  for (const [name, value] of Object.entries(overrides)) query.set(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * How to make an object of each `x-owned` kind for `cookie`'s user, through the API itself: its
 * id, a body the operation accepts, and a snapshot to prove another user's attempt changed nothing.
 */
/** `params`: the operation's other path parameters (the quiz of an attempt). */
type Owned = { id: number | string; params?: Record<string, string | number>; body?: unknown; snapshot: () => Promise<unknown> };
const askQuestion = async (cookie: string) => {
  const res = await t.post(
    '/api/core/questions/add',
    {
      title: 'How do I centre a div with flexbox?',
      body: 'I tried margin auto and it did not work in my layout.',
      tags: ['web-development'],
    },
    { cookie },
  );
  expect(res.status, res.text).toBe(201);
  return res.body.data.question as { id: number };
};
const createPost = async (cookie: string) => {
  const form = new FormData();
  form.append('text', 'Cleared my first mock test! #milestone');
  const res = await t.app.request(`${ORIGIN}/api/core/posts`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-forwarded-for': t.newIp() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { post: { id: number } } }).data.post;
};
/** A paid premium purchase per user, made once (a second one would be refused while the first lasts). */
const purchases = new Map<string, Promise<{ subscriptionId: number; paymentId: number }>>();
const purchase = (cookie: string) => {
  const made =
    purchases.get(cookie) ??
    (async () => {
      await seedPlans(t.db);
      const [plan] = (await t.get('/api/accounts/subscription/plan')).body.data.results;
      const order = await t.post(`/api/accounts/subscription/${plan.id}/activate`, undefined, { cookie });
      expect(order.status, order.text).toBe(201);
      const signed = await t.post(`/api/core/payments/test-gateway/orders/${order.body.data.orderId}/approve`, {});
      const paid = await t.post('/api/accounts/subscription/callback', signed.body.data, { cookie });
      expect(paid.status, paid.text).toBe(200);
      return { subscriptionId: paid.body.data.subscription.id as number, paymentId: order.body.data.paymentId as number };
    })();
  purchases.set(cookie, made);
  return made;
};
const OWNED_FACTORIES: Record<string, (cookie: string) => Promise<Owned>> = {
  subscription: async (cookie) => {
    const { subscriptionId } = await purchase(cookie);
    return {
      id: subscriptionId,
      body: { reason: 'not-using' },
      snapshot: async () => (await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription,
    };
  },
  invoice: async (cookie) => {
    const { paymentId } = await purchase(cookie);
    const own = await t.get(`/api/accounts/subscription/invoices/${paymentId}`, { cookie });
    expect(own.status, own.text).toBe(200);
    return {
      id: paymentId,
      snapshot: async () => (await t.get(`/api/accounts/subscription/invoices/${paymentId}`, { cookie })).body.data,
    };
  },
  passkey: async (cookie) => {
    const id = `owned-${Math.random().toString(36).slice(2, 10)}`;
    const user = cookie === ownerCookie ? owner : other;
    await t.db.insert(passkeys).values({ id, userId: user.id, publicKey: 'pk', deviceType: 'singleDevice', name: 'Pixel' });
    return {
      id,
      snapshot: async () => (await t.get('/api/accounts/passkeys', { cookie })).body.data,
    };
  },
  post: async (cookie) => {
    const post = await createPost(cookie);
    return {
      id: post.id,
      body: { text: 'Changed by someone else' },
      snapshot: async () => (await t.get(`/api/core/posts/${post.id}`)).body.data.post,
    };
  },
  comment: async (cookie) => {
    const post = await createPost(otherCookie);
    const res = await t.post(`/api/core/posts/comments/${post.id}`, { body: 'Well done!' }, { cookie });
    expect(res.status, res.text).toBe(201);
    return {
      id: res.body.data.comment.id,
      body: { body: 'Changed by someone else' },
      snapshot: async () => (await t.get(`/api/core/posts/comments/${post.id}`)).body.data.results,
    };
  },
  question: async (cookie) => {
    const question = await askQuestion(cookie);
    return {
      id: question.id,
      body: { title: 'Not your question to edit at all', body: 'Changed by someone else entirely.', tags: ['python'] },
      snapshot: async () => (await t.get(`/api/core/questions/${question.id}`)).body.data.question,
    };
  },
  answer: async (cookie) => {
    const question = await askQuestion(otherCookie);
    const res = await t.post(
      `/api/core/questions/answer/${question.id}`,
      { body: 'Use display flex and justify-content centre.' },
      { cookie },
    );
    expect(res.status, res.text).toBe(201);
    return {
      id: res.body.data.answer.id,
      body: { body: 'Changed by someone who did not write it.' },
      snapshot: async () => (await t.get(`/api/core/questions/${question.id}`)).body.data.question.answers,
    };
  },
  // Accepting is the asker's: the owner asks, another user answers, and a third party may not accept.
  'answer-accept': async (cookie) => {
    const question = await askQuestion(cookie);
    const res = await t.post(
      `/api/core/questions/answer/${question.id}`,
      { body: 'Use display flex and justify-content centre.' },
      { cookie },
    );
    expect(res.status, res.text).toBe(201);
    return {
      id: res.body.data.answer.id,
      snapshot: async () => (await t.get(`/api/core/questions/${question.id}`)).body.data.question,
    };
  },
  review: async (cookie) => {
    const course = await insertCourse(t.db);
    // Only a course's learners review it.
    expect((await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie })).status).toBe(201);
    const created = await t.post(
      '/api/core/reviews',
      { model_name: 'course', model_id: course.id, rating: 4, text: 'Mine' },
      { cookie },
    );
    expect(created.status, created.text).toBe(201);
    return {
      id: created.body.data.review.id,
      body: { rating: 1, text: 'Not yours' },
      snapshot: async () =>
        (await t.get(`/api/core/reviews/get?model_name=course&model_id=${course.id}`, { cookie })).body.data.review,
    };
  },
  'quiz-attempt': async (cookie) => {
    const quiz = await insertQuiz(t.db, { timeLimitSeconds: 600 });
    const started = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie });
    expect(started.status, started.text).toBe(201);
    return {
      id: started.body.data.id,
      params: { id: quiz.id },
      body: { answers: {} },
      snapshot: async () => {
        const { serverNow: _now, ...attempt } = (
          await t.get(`/api/core/quiz/${quiz.id}/attempts/${started.body.data.id}`, { cookie })
        ).body.data;
        return attempt;
      },
    };
  },
};

describe('the document the suite walks', () => {
  it('lists the operations, marks those that need a session and those that take an owned id', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.filter((op) => op.unsafe).length).toBeGreaterThan(5);
    expect(operations.find((op) => op.method === 'POST' && op.path === '/api/accounts/change-password')?.needsSession).toBe(true);
    expect(operations.find((op) => op.method === 'GET' && op.path === '/api/core/courses')?.needsSession).toBe(false);
    expect(operations.filter((op) => op.owned).map(label)).toEqual(
      expect.arrayContaining([
        'POST /api/core/reviews/{id}',
        'DELETE /api/core/reviews/{id}',
        'POST /api/accounts/subscription/{id}/cancel',
        'GET /api/accounts/subscription/invoices/{id}',
        'DELETE /api/accounts/passkeys/{id}',
      ]),
    );
  });

  it('has a factory for every x-owned kind', () => {
    for (const op of operations.filter((o) => o.owned)) expect(OWNED_FACTORIES, label(op)).toHaveProperty(op.owned as string);
  });
});

const unsafeOps = operations.filter((op) => op.unsafe);

describe.each(unsafeOps.map((op) => ({ op, name: label(op) })))('$name', ({ op }) => {
  it('refuses a request from another site (403), signed out and signed in', async () => {
    for (const cookie of [undefined, ownerCookie]) {
      const res = await t.call(op.method, fillPath(op), op.jsonBody ? exampleOf(op.jsonBody) : undefined, {
        cookie,
        headers: { origin: EVIL },
      });
      expectEnvelope(res, 403);
      expect(res.body.error).toBe(MESSAGES.crossOrigin);
    }
  });

  it('refuses a cross-site request that sends no Origin but Sec-Fetch-Site (403)', async () => {
    const res = await t.call(op.method, fillPath(op), undefined, {
      cookie: ownerCookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectEnvelope(res, 403);
  });

  if (op.jsonBody) {
    const body = op.jsonBody;
    it('answers malformed JSON with 400', async () => {
      const res = await t.call(op.method, fillPath(op), '{"broken": ', { cookie: cookieFor(op) });
      expectEnvelope(res, 400);
      expect(res.body.error).toBe(MESSAGES.malformedJson);
    });

    it('answers wrong types with 422 and field messages', async () => {
      for (const wrong of [wrongTypesBody(body), [1, 2, 3], 'text', null]) {
        const res = await t.call(op.method, fillPath(op), JSON.stringify(wrong), { cookie: cookieFor(op) });
        expectEnvelope(res, 422);
        expect(Object.keys(res.body.fields ?? {}).length, JSON.stringify(wrong)).toBeGreaterThan(0);
      }
    });

    it('answers another content type with 415', async () => {
      const res = await t.call(op.method, fillPath(op), 'a=1', {
        cookie: cookieFor(op),
        headers: { 'content-type': 'text/plain' },
      });
      expectEnvelope(res, 415);
    });

    const integerFields = integerFieldPaths(body);
    if (integerFields.length > 0) {
      it('answers an integer field past MAX_ID with 422 naming it', async () => {
        for (const path of integerFields) {
          const sent = withValueAt(exampleOf(body), path, MAX_ID + 1);
          const res = await t.call(op.method, fillPath(op), sent, { cookie: cookieFor(op) });
          expectEnvelope(res, 422);
          expect(Object.keys(res.body.fields ?? {}), JSON.stringify(sent)).toContain(path.join('.'));
        }
      });
    }
  }
});

const sessionOps = operations.filter((op) => op.needsSession);

describe.each(sessionOps.map((op) => ({ op, name: label(op) })))('$name needs a session', ({ op }) => {
  it('answers 401 signed out, before looking at the input', async () => {
    const res = await t.call(op.method, fillPath(op), op.unsafe ? '{"broken": ' : undefined);
    expectEnvelope(res, 401);
    expect(res.body.error).toBe(MESSAGES.notSignedIn);
  });

  it('answers 401 to a forged session cookie', async () => {
    const res = await t.call(op.method, fillPath(op), undefined, { cookie: 'authjs.session-token=forged.value.here' });
    expectEnvelope(res, 401);
  });
});

const integerParams = operations.flatMap((op) =>
  op.parameters
    .filter((p) => (p.in === 'path' || p.in === 'query') && typeOf(p.schema) === 'integer')
    .map((p) => ({ op, param: p, name: `${label(op)} ${p.in} ${p.name}` })),
);

/** Values outside what an integer parameter's schema allows; each must be a 422, never reach a query. */
function outOfRange(schema: JsonSchema): (string | number)[] {
  const values: (string | number)[] = ['1.5', 'abc'];
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, '99999999999999999999');
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  return values;
}

describe('integer parameters', () => {
  it('every path id and every integer query parameter but page declares a maximum (MAX_ID for ids)', () => {
    for (const { op, param } of integerParams) {
      if (param.name === 'page') continue;
      expect(param.schema.maximum, `${label(op)} ${param.name}`).toBeDefined();
      if (param.in === 'path') expect(param.schema.maximum, `${label(op)} ${param.name}`).toBeLessThanOrEqual(MAX_ID);
    }
  });
});

describe.each(integerParams)('$name', ({ op, param }) => {
  const send = (value: string | number) => {
    const path = param.in === 'path' ? fillPath(op, { [param.name]: value }) : fillPath(op);
    const query = param.in === 'query' ? requiredQuery(op, { [param.name]: value }) : requiredQuery(op);
    return t.call(op.method, `${path}${query}`, op.jsonBody ? exampleOf(op.jsonBody) : undefined, {
      cookie: signedInCookieFor(op),
    });
  };

  it.each(outOfRange(param.schema))('is 422 for %s', async (value) => {
    expectEnvelope(await send(value), 422);
  });

  if (param.schema.maximum === undefined) {
    it('answers a number past MAX_ID without a 5xx', async () => {
      const res = await send(MAX_ID + 1);
      expect(res.status, res.text).toBeLessThan(500);
    });
  }
});

const idOrSlugParams = operations.flatMap((op) =>
  op.parameters
    .filter((p) => p.in === 'path' && typeOf(p.schema) === 'string')
    .map((p) => ({ op, param: p, name: `${label(op)} path ${p.name}` })),
);

describe.each(idOrSlugParams)('$name', ({ op, param }) => {
  it.each([String(MAX_ID + 1), '99999999999999999999', '-1', '0'])(
    'is a 404 or 422 for %s, never a query that fails',
    async (value) => {
      const res = await t.call(op.method, `${fillPath(op, { [param.name]: value })}${requiredQuery(op)}`, undefined, {
        cookie: signedInCookieFor(op),
      });
      expectEnvelope(res, [404, 422]);
    },
  );
});

const ownedOps = operations.filter((op) => op.owned);

describe.each(ownedOps.map((op) => ({ op, name: label(op) })))("$name refuses another user's object", ({ op }) => {
  it('answers 403 or 404 to another user and leaves the object as it was', async () => {
    const make = OWNED_FACTORIES[op.owned as string];
    if (!make) throw new Error(`no factory for x-owned kind "${op.owned}"`);
    const object = await make(ownerCookie);
    const before = await object.snapshot();
    const idParam = op.parameters.find((p) => p.in === 'path' && typeOf(p.schema) === 'integer')?.name ?? 'id';
    const res = await t.call(
      op.method,
      fillPath(op, { ...object.params, [idParam]: object.id }),
      op.jsonBody ? object.body : undefined,
      {
        cookie: otherCookie,
      },
    );
    expectEnvelope(res, [403, 404]);
    expect(await object.snapshot()).toEqual(before);
  });
});
