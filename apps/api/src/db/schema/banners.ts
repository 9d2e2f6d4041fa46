import { BANNER_TYPES } from '@lp/contract/catalogue';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: BANNER_TYPES }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('banners_type_idx').on(t.type, t.active, t.position)],
);
