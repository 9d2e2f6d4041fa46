import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (the contract's zod schema and its resolver) is loaded the
 * first time the form is checked, or earlier through `preload` (say, when the form gets focus):
 * a page that shows a form does not load the validation library before anyone types in it.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (offline) is tried again on the next check.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      loaded().catch(() => {});
    },
  };
}
