import { REVIEWABLE_MODELS } from '@lp/contract/catalogue';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';
import { users } from './accounts.ts';

export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    modelName: text('model_name', { enum: REVIEWABLE_MODELS }).notNull(),
    modelId: integer('model_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    pinCode: text('pin_code').notNull(),
    message: text('message').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('enquiries_user_idx').on(t.userId, t.createdAt.desc()), index('enquiries_model_idx').on(t.modelName, t.modelId)],
);
