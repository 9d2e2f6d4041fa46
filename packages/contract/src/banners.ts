import { z } from 'zod';
import { BANNER_TYPES } from './catalogue.ts';

/** Promotional banners for the home page and section headers, shown within their time window. */

export type BannerType = (typeof BANNER_TYPES)[number];

export const bannersQuerySchema = z.object({
  type: z.enum(BANNER_TYPES, { error: `Choose a banner type: ${BANNER_TYPES.join(', ')}.` }),
});

export const bannerSchema = z.object({
  id: z.number().int(),
  type: z.enum(BANNER_TYPES),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  linkLabel: z.string().nullable(),
  position: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;
