import { MESSAGES } from '@lp/contract/messages';
import {
  createCollectionSchema,
  createDeckSchema,
  studioCollectionListingSchema,
  studioCollectionParamSchema,
  studioCollectionSchema,
  studioDeckListingSchema,
  studioDeckParamSchema,
  studioDeckSchema,
  studioListQuerySchema,
  updateCollectionSchema,
  updateDeckSchema,
} from '@lp/contract/studio-content';
import type { Context } from 'hono';
import { type StaffEnv, staff } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { ownerFrom, studioActor } from '../../shared/studio-owner.ts';
import type { CollectionAuthoring } from './collection-authoring.ts';
import type { DeckAuthoring } from './deck-authoring.ts';

const tags = ['studio'];

type Lookup = (id: number) => Promise<string | number>;

function routes(owners: { deck: Lookup; collection: Lookup }) {
  const deckScope = staff('instructor', { institute: ownerFrom(owners.deck), missing: MESSAGES.slideDeckNotFound });
  const collectionScope = staff('instructor', {
    institute: ownerFrom(owners.collection),
    missing: MESSAGES.slideCollectionNotFound,
  });
  return {
    listDecks: defineRoute({
      method: 'get',
      path: '/studio/decks',
      middleware: [staff('instructor')] as const,
      tags,
      summary: "The slide decks of the caller's institutes (an admin's: all), drafts included, last changed first",
      request: { query: studioListQuerySchema },
      responses: { 200: dataResponse(studioDeckListingSchema, 'Decks'), ...errorResponses(401, 403, 404, 422) },
    }),
    createDeck: defineRoute({
      method: 'post',
      path: '/studio/decks',
      middleware: [staff('instructor')] as const,
      tags,
      summary: 'Create a draft deck of an institute the caller authors for (null institute: the platform, admin only)',
      request: { body: jsonBody(createDeckSchema) },
      responses: { 201: dataResponse(studioDeckSchema, 'The draft'), ...errorResponses(400, 401, 403, 415, 422) },
    }),
    getDeck: defineRoute({
      method: 'get',
      path: '/studio/decks/{id}',
      middleware: [deckScope] as const,
      tags,
      summary: 'A deck with its slides in Markdown',
      request: { params: studioDeckParamSchema },
      responses: { 200: dataResponse(studioDeckSchema, 'The deck'), ...errorResponses(401, 403, 404, 422) },
    }),
    patchDeck: defineRoute({
      method: 'patch',
      path: '/studio/decks/{id}',
      middleware: [deckScope] as const,
      tags,
      summary: 'Change the title, summary or slides (the list in order: add, reorder and remove by saving it)',
      request: { params: studioDeckParamSchema, body: jsonBody(updateDeckSchema) },
      responses: { 200: dataResponse(studioDeckSchema, 'The deck'), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
    }),
    publishDeck: defineRoute({
      method: 'post',
      path: '/studio/decks/{id}/publish',
      middleware: [deckScope] as const,
      tags,
      summary: 'Publish a draft deck: learners see it from now on (409 without slides)',
      request: { params: studioDeckParamSchema },
      responses: { 200: dataResponse(studioDeckSchema, 'The deck'), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    listCollections: defineRoute({
      method: 'get',
      path: '/studio/collections',
      middleware: [staff('instructor')] as const,
      tags,
      summary: "The slide collections of the caller's institutes' courses, last changed first",
      request: { query: studioListQuerySchema },
      responses: { 200: dataResponse(studioCollectionListingSchema, 'Collections'), ...errorResponses(401, 403, 404, 422) },
    }),
    createCollection: defineRoute({
      method: 'post',
      path: '/studio/collections',
      middleware: [staff('instructor')] as const,
      tags,
      summary: "Add a slide collection at the end of a course of the caller's institutes (404 for another's)",
      request: { body: jsonBody(createCollectionSchema) },
      responses: { 201: dataResponse(studioCollectionSchema, 'The collection'), ...errorResponses(400, 401, 403, 404, 415, 422) },
    }),
    getCollection: defineRoute({
      method: 'get',
      path: '/studio/collections/{id}',
      middleware: [collectionScope] as const,
      tags,
      summary: 'A collection: its decks in order and its check questions with the right options',
      request: { params: studioCollectionParamSchema },
      responses: { 200: dataResponse(studioCollectionSchema, 'The collection'), ...errorResponses(401, 403, 404, 422) },
    }),
    patchCollection: defineRoute({
      method: 'patch',
      path: '/studio/collections/{id}',
      middleware: [collectionScope] as const,
      tags,
      summary: 'Change the text, pass mark, decks in order, or check questions (409 once learners took the check)',
      request: { params: studioCollectionParamSchema, body: jsonBody(updateCollectionSchema) },
      responses: {
        200: dataResponse(studioCollectionSchema, 'The collection'),
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
  };
}

/** Mounted at /api: the studio's slide decks and collections (issue 31 point 4). */
export function slideAuthoringRouter(
  { decks, collections }: { decks: DeckAuthoring; collections: CollectionAuthoring },
  deps: { config: ProxyTrust },
) {
  const r = routes({ deck: decks.ownerOf, collection: collections.ownerOf });
  const actor = (c: Context<StaffEnv>) => studioActor(c, deps.config);
  return createRouter()
    .openapi(r.listDecks, async (c) => c.json({ data: await decks.list(actor(c), c.req.valid('query')) }, 200))
    .openapi(r.createDeck, async (c) => c.json({ data: await decks.create(actor(c), c.req.valid('json')) }, 201))
    .openapi(r.getDeck, async (c) => c.json({ data: await decks.get(c.req.valid('param').id) }, 200))
    .openapi(r.patchDeck, async (c) =>
      c.json({ data: await decks.update(actor(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
    )
    .openapi(r.publishDeck, async (c) => c.json({ data: await decks.publish(actor(c), c.req.valid('param').id) }, 200))
    .openapi(r.listCollections, async (c) => c.json({ data: await collections.list(actor(c), c.req.valid('query')) }, 200))
    .openapi(r.createCollection, async (c) => c.json({ data: await collections.create(actor(c), c.req.valid('json')) }, 201))
    .openapi(r.getCollection, async (c) => c.json({ data: await collections.get(c.req.valid('param').id) }, 200))
    .openapi(r.patchCollection, async (c) =>
      c.json({ data: await collections.update(actor(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
    );
}
