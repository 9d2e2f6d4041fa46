import type { Banner, BannerType } from '@lp/contract/banners';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/banners.ts';

export function createBannersService(db: Database) {
  return {
    /** Active banners of a type whose window (open at either end when unset) includes now, by position. */
    async active(type: BannerType): Promise<Banner[]> {
      return db
        .select({
          id: banners.id,
          type: banners.type,
          title: banners.title,
          subtitle: banners.subtitle,
          imageUrl: banners.imageUrl,
          linkUrl: banners.linkUrl,
          linkLabel: banners.linkLabel,
          position: banners.position,
        })
        .from(banners)
        .where(
          and(
            eq(banners.type, type),
            eq(banners.active, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
            or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)),
          ),
        )
        .orderBy(asc(banners.position), asc(banners.id));
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
