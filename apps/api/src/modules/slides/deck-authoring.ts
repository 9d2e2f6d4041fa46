import type { Listing } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import type { CreateDeck, StudioDeck, StudioDeckCard, StudioListQuery, UpdateDeck } from '@lp/contract/studio-content';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { slideDecks } from '../../db/schema/slides.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { textMatch } from '../../shared/filters.ts';
import {
  instituteForNew,
  instituteNames,
  isoOf,
  newSlug,
  ownedBy,
  ownerKey,
  ownerOf,
  type StudioActor,
  updateAudited,
} from '../../shared/studio-owner.ts';

type DeckRow = typeof slideDecks.$inferSelect;

const audited = (d: DeckRow) => ({ title: d.title, summary: d.summary, slides: d.slides, publishedAt: d.publishedAt });

/**
 * The deck editor of the studio (issue 31 point 4): slides in Markdown, added, reordered and
 * removed by saving the list; published once it has a slide. Learners see published decks only.
 */
export function createDeckAuthoring(db: Database) {
  async function cards(executor: Executor, rows: DeckRow[]): Promise<StudioDeckCard[]> {
    const names = await instituteNames(
      executor,
      rows.map((r) => r.instituteId),
    );
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      status: r.publishedAt ? 'published' : 'draft',
      institute: ownerOf(names, r.instituteId),
      slideCount: r.slideCount,
      updatedAt: isoOf(r.updatedAt),
    }));
  }

  async function read(executor: Executor, id: number): Promise<StudioDeck> {
    const [row] = await executor.select().from(slideDecks).where(eq(slideDecks.id, id));
    if (!row) throw notFound(MESSAGES.slideDeckNotFound);
    const [card] = await cards(executor, [row]);
    return {
      ...card!,
      summary: row.summary,
      publishedAt: row.publishedAt ? isoOf(row.publishedAt) : null,
      slides: row.slides,
    };
  }

  return {
    async ownerOf(id: number) {
      const [row] = await db.select({ instituteId: slideDecks.instituteId }).from(slideDecks).where(eq(slideDecks.id, id));
      return ownerKey(row);
    },

    async list(actor: StudioActor, query: StudioListQuery): Promise<Listing<StudioDeckCard>> {
      const where = and(ownedBy(slideDecks.instituteId, actor), query.q ? textMatch(slideDecks.search, query.q) : undefined);
      return paginate(query, {
        rows: async ({ limit, offset }) =>
          cards(
            db,
            await db
              .select()
              .from(slideDecks)
              .where(where)
              .orderBy(desc(slideDecks.updatedAt), desc(slideDecks.id))
              .limit(limit)
              .offset(offset),
          ),
        count: () => db.$count(slideDecks, where),
      });
    },

    get: (id: number) => read(db, id),

    async create(actor: StudioActor, input: CreateDeck): Promise<StudioDeck> {
      const id = await db.transaction(async (tx) => {
        const instituteId = await instituteForNew(tx, actor, input.instituteId);
        const [row] = await tx
          .insert(slideDecks)
          .values({
            slug: newSlug(input.title),
            title: input.title,
            summary: input.summary,
            slides: [],
            slideCount: 0,
            instituteId,
            authorUserId: actor.actor,
            publishedAt: null,
          })
          .returning();
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.deckCreate,
          objectType: 'deck',
          objectId: row!.id,
          after: audited(row!),
        });
        return row!.id;
      });
      return read(db, id);
    },

    async update(actor: StudioActor, id: number, patch: UpdateDeck): Promise<StudioDeck> {
      await db.transaction((tx) =>
        updateAudited(tx, slideDecks, id, {
          missing: MESSAGES.slideDeckNotFound,
          change: (before) => {
            if (patch.slides !== undefined && patch.slides.length === 0 && before.publishedAt) {
              throw conflict(MESSAGES.deckNeedsSlides);
            }
            return {
              ...(patch.title !== undefined ? { title: patch.title } : {}),
              ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
              ...(patch.slides !== undefined ? { slides: patch.slides, slideCount: patch.slides.length } : {}),
              updatedAt: sql`now()`,
            };
          },
          entry: { ...actor, action: AUDIT_ACTIONS.deckUpdate, objectType: 'deck' },
          shape: audited,
        }),
      );
      return read(db, id);
    },

    async publish(actor: StudioActor, id: number): Promise<StudioDeck> {
      await db.transaction((tx) =>
        updateAudited(tx, slideDecks, id, {
          missing: MESSAGES.slideDeckNotFound,
          change: (deck) => {
            if (deck.publishedAt) return null;
            if (deck.slideCount === 0) throw conflict(MESSAGES.deckNeedsSlides);
            return { publishedAt: sql`now()`, updatedAt: sql`now()` };
          },
          entry: { ...actor, action: AUDIT_ACTIONS.deckPublish, objectType: 'deck' },
          shape: (deck) => ({ publishedAt: deck.publishedAt }),
        }),
      );
      return read(db, id);
    },
  };
}

export type DeckAuthoring = ReturnType<typeof createDeckAuthoring>;
