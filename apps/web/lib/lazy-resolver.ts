import type { FieldErrors, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { loadOnce } from './load-on-demand';

/**
 * A react-hook-form resolver whose code (the contract's zod schema and its resolver) is loaded the
 * first time the form is checked, or earlier through `preload` (say, when the form gets focus):
 * a page that shows a form does not load the validation library before anyone types in it.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  const loaded = loadOnce(load);
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<Input, Context, Output>;
      try {
        resolve = await loaded();
      } catch {
        // Its chunk did not arrive (offline, say): the form says so, and the next send loads again.
        const errors: FieldErrors<Input> = {};
        errors.root = { server: { type: 'load', message: FORM_CODE_FAILED } };
        return { values: {}, errors };
      }
      return resolve(values, context, options);
    },
    preload: () => {
      loaded().catch(() => {});
    },
  };
}

/** What a form says when a part of its code did not arrive (offline, say); sending again retries. */
export const FORM_CODE_FAILED = 'Part of this form did not load. Check your connection and try again.';

/**
 * `load()` (a form's calls, loaded when it is sent), or null after putting `FORM_CODE_FAILED` at
 * the form's root when it failed, so that a send never ends in silence.
 */
export async function loadForForm<T, Values extends FieldValues>(
  load: () => Promise<T>,
  setError: UseFormSetError<Values>,
): Promise<T | null> {
  try {
    return await load();
  } catch {
    setError('root.server', { type: 'load', message: FORM_CODE_FAILED });
    return null;
  }
}
