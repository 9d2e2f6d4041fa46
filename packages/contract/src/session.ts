import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The session user of SPEC §3: exactly these four fields. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  showPreferences: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** One signed-in browser in the list of active sessions (docs/spec-notes.md). */
export const activeSessionSchema = z.object({
  /** The session's id (the `sid` of its cookie): what DELETE /api/accounts/sessions/{id} takes. */
  id: z.string(),
  /** "Chrome", "Safari"...; null when the browser did not say. */
  browser: z.string().nullable(),
  /** "Android", "Windows"...; null when the browser did not say. */
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  /** The session this request came with. */
  current: z.boolean(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionIdParamSchema = z.object({
  id: z.uuid({ error: MESSAGES.sessionNotFound }),
});
