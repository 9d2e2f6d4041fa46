import { z } from 'zod';

/** The session user of SPEC §3: exactly these four fields. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  showPreferences: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
