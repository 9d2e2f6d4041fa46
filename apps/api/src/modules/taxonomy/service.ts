import type { Stream, Tag } from '@lp/contract/accounts';
import type { City } from '@lp/contract/catalogue';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, streams, tags } from '../../db/schema/taxonomy.ts';

export function createTaxonomyService(db: Database) {
  return {
    async listCities(): Promise<City[]> {
      return db
        .select({ id: cities.id, name: cities.name, slug: cities.slug, state: cities.state })
        .from(cities)
        .orderBy(asc(cities.name), asc(cities.id));
    },

    async listStreams(): Promise<Stream[]> {
      return db
        .select({ id: streams.id, name: streams.name, slug: streams.slug, description: streams.description })
        .from(streams)
        .orderBy(asc(streams.position), asc(streams.name));
    },

    async listTags(streamId?: number): Promise<Tag[]> {
      return db
        .select({ id: tags.id, name: tags.name, slug: tags.slug, streamId: tags.streamId })
        .from(tags)
        .where(streamId ? eq(tags.streamId, streamId) : undefined)
        .orderBy(asc(tags.name));
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
