import type { SlideDeckCard } from '@lp/contract/learning';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { slideDecks } from '../db/schema/slides.ts';
import { streams } from '../db/schema/taxonomy.ts';

/** The slide deck card's columns (never the slides themselves): a premium deck is listed like any other. */
export const slideDeckCardColumns = {
  id: slideDecks.id,
  slug: slideDecks.slug,
  title: slideDecks.title,
  summary: slideDecks.summary,
  stream: { id: streams.id, name: streams.name, slug: streams.slug },
  slideCount: slideDecks.slideCount,
  featured: slideDecks.featured,
  isPremium: slideDecks.isPremium,
};

/** Cards for these ids, in the order of `ids`. */
export async function slideDeckCardsByIds(db: Database, ids: number[]): Promise<SlideDeckCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(slideDeckCardColumns)
    .from(slideDecks)
    .leftJoin(streams, eq(streams.id, slideDecks.streamId))
    .where(inArray(slideDecks.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
