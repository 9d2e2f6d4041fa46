import type { FieldValues, Resolver } from 'react-hook-form';
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
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      loaded().catch(() => {});
    },
  };
}
