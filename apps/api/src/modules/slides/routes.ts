import { idOrSlugParamSchema, listingSchema } from '@lp/contract/common';
import {
  slideCollectionAttemptSchema,
  slideCollectionCardSchema,
  slideCollectionIdParamSchema,
  slideCollectionSchema,
  slideCollectionStateSchema,
  slideCollectionsQuerySchema,
  slideDeckCardSchema,
  slideDeckSchema,
  slideListQuerySchema,
  slideStateSchema,
  submitAnswersSchema,
} from '@lp/contract/learning';
import { optionalSession, publicAccess, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { SlidesService } from './service.ts';

const tags = ['slides'];

const listDecks = defineRoute({
  method: 'get',
  path: '/core/slides',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Slide decks, featured first then newest; filter by featured, stream slug and text',
  request: { query: slideListQuerySchema },
  responses: { 200: dataResponse(listingSchema(slideDeckCardSchema), 'Deck cards'), ...errorResponses(404, 422) },
});

const featuredDecks = defineRoute({
  method: 'get',
  path: '/core/slides/featured',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Featured slide decks',
  request: { query: slideListQuerySchema },
  responses: { 200: dataResponse(listingSchema(slideDeckCardSchema), 'Featured deck cards'), ...errorResponses(404, 422) },
});

const getDeck = defineRoute({
  method: 'get',
  path: '/core/slides/{idOrSlug}',
  middleware: [optionalSession] as const,
  tags,
  summary:
    "A deck by id or slug with its slides and the caller's progress (a premium deck is locked, card only, for non-members)",
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(slideDeckSchema, 'The deck'), ...errorResponses(404, 422) },
});

const startDeck = defineRoute({
  method: 'post',
  path: '/core/slides/{idOrSlug}/start',
  middleware: [signedIn] as const,
  tags,
  summary: 'Open a deck (idempotent): records when the caller first opened it',
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(slideStateSchema, 'The deck state'), ...errorResponses(401, 403, 404, 422) },
});

const completeDeck = defineRoute({
  method: 'post',
  path: '/core/slides/{idOrSlug}/complete',
  middleware: [signedIn] as const,
  tags,
  summary: 'Complete a deck (idempotent: points once, 0 on a repeat)',
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(slideStateSchema, 'The deck state'), ...errorResponses(401, 403, 404, 422) },
});

const listCollections = defineRoute({
  method: 'get',
  path: '/core/courses/slides/collections',
  middleware: [optionalSession] as const,
  tags,
  summary: "A course's slide collections in order, with the caller's progress",
  request: { query: slideCollectionsQuerySchema },
  responses: { 200: dataResponse(listingSchema(slideCollectionCardSchema), 'Collections'), ...errorResponses(404, 422) },
});

const getCollection = defineRoute({
  method: 'get',
  path: '/core/courses/slides/collections/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "A slide collection for its course's learners: decks in order, the check's questions (never the answers), attempts",
  request: { params: slideCollectionIdParamSchema },
  responses: { 200: dataResponse(slideCollectionSchema, 'The collection'), ...errorResponses(401, 403, 404, 422) },
});

const startCollection = defineRoute({
  method: 'post',
  path: '/core/courses/slides/collections/{id}/start',
  middleware: [signedIn] as const,
  tags,
  summary: 'Open a slide collection (idempotent; enrolled learners only)',
  request: { params: slideCollectionIdParamSchema },
  responses: { 200: dataResponse(slideCollectionStateSchema, 'The collection state'), ...errorResponses(401, 403, 404, 422) },
});

const completeCollection = defineRoute({
  method: 'post',
  path: '/core/courses/slides/collections/{id}/complete',
  middleware: [signedIn] as const,
  tags,
  summary: 'Mark a slide collection gone through (idempotent; points come from passing its check)',
  request: { params: slideCollectionIdParamSchema },
  responses: { 200: dataResponse(slideCollectionStateSchema, 'The collection state'), ...errorResponses(401, 403, 404, 422) },
});

const attemptCollection = defineRoute({
  method: 'post',
  path: '/core/courses/slides/collections/{id}/attempt',
  middleware: [signedIn] as const,
  tags,
  summary:
    "Answer the collection's check: scored like a quiz, with the right answers and explanations; the first pass earns points",
  request: { params: slideCollectionIdParamSchema, body: jsonBody(submitAnswersSchema) },
  responses: {
    201: dataResponse(slideCollectionAttemptSchema, 'The scored attempt'),
    ...errorResponses(400, 401, 403, 404, 415, 422),
  },
});

/** Mounted at /api. Static paths (`/featured`) before `{idOrSlug}`. */
export function slidesRouter({ slides }: { slides: SlidesService }) {
  return createRouter()
    .openapi(listDecks, async (c) => c.json({ data: await slides.list(c.req.valid('query')) }, 200))
    .openapi(featuredDecks, async (c) => c.json({ data: await slides.list(c.req.valid('query'), { featuredOnly: true }) }, 200))
    .openapi(getDeck, async (c) => {
      const user = await readSessionUser(c);
      return c.json({ data: await slides.detail(c.req.valid('param').idOrSlug, user?.id ?? null) }, 200);
    })
    .openapi(startDeck, async (c) => {
      const user = c.var.user;
      return c.json({ data: await slides.start(c.req.valid('param').idOrSlug, user.id) }, 200);
    })
    .openapi(completeDeck, async (c) => {
      const user = c.var.user;
      return c.json({ data: await slides.complete(c.req.valid('param').idOrSlug, user.id) }, 200);
    })
    .openapi(listCollections, async (c) => {
      const user = await readSessionUser(c);
      return c.json({ data: await slides.collections(c.req.valid('query'), user?.id ?? null) }, 200);
    })
    .openapi(getCollection, async (c) => {
      const user = c.var.user;
      return c.json({ data: await slides.collection(c.req.valid('param').id, user.id) }, 200);
    })
    .openapi(startCollection, async (c) => {
      const user = c.var.user;
      return c.json({ data: await slides.startCollection(c.req.valid('param').id, user.id) }, 200);
    })
    .openapi(completeCollection, async (c) => {
      const user = c.var.user;
      return c.json({ data: await slides.completeCollection(c.req.valid('param').id, user.id) }, 200);
    })
    .openapi(attemptCollection, async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid('param');
      return c.json({ data: await slides.attempt(id, user.id, c.req.valid('json').answers) }, 201);
    });
}
