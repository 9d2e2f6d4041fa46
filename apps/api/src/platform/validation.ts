import { MESSAGES } from '@lp/contract/messages';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** 422 with one message per field; the first message is the error a client shows when it shows one. */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= friendlyMessage(issue);
  }
  const first = Object.values(fields)[0] ?? MESSAGES.requestInvalid;
  return new ApiError(422, first, fields);
}

/** zod's own texts for missing or mistyped fields read like a type checker; say it plainly instead. */
function friendlyMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    return issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.fieldType.replace('{expected}', issue.expected);
  }
  if (issue.code === 'unrecognized_keys') return MESSAGES.unknownField.replace('{keys}', issue.keys.join(', '));
  return issue.message;
}
