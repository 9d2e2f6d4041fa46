import { MESSAGES } from '@lp/contract/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Shows a failed call in a react-hook-form form: each of the server's field messages next to
 * its field (when the form has that field) and the readable message at the form's root.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) {
    setError('root.server', { type: 'server', message: MESSAGES.default });
    return;
  }
  let shownOnField = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: !shownOnField });
      shownOnField = true;
    }
  }
  // The generic "Some fields need your attention.", or a repeat of a field's message, adds
  // nothing when every message already sits next to its field.
  const unmapped = Object.keys(error.fields).some((field) => !fieldNames.includes(field as Path<T>));
  const redundant = error.message === MESSAGES.validation || Object.values(error.fields).includes(error.message);
  if (!shownOnField || unmapped || !redundant) {
    setError('root.server', { type: 'server', message: error.message });
  }
}
