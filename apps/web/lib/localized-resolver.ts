import { isLocale, type Locale } from '@lp/contract/locale';
import { translateMessage } from '@lp/contract/message-locale';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The page's language, from `<html lang>` (the root layout writes `en-IN` or `hi-IN`). */
export function documentLocale(): Locale {
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang.split('-')[0];
  return isLocale(language) ? language : 'en';
}

function translateErrors(errors: FieldErrors, locale: Locale, seen = new WeakSet<object>()): void {
  if (seen.has(errors)) return;
  seen.add(errors);
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element and `type` its rule: only messages and nested fields' errors are text.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as FieldError & Record<string, unknown>;
    if (typeof error.message === 'string') error.message = translateMessage(error.message, locale);
    // Nested fields (an object or array field) hold errors of their own.
    translateErrors(error as unknown as FieldErrors, locale, seen);
  }
}

/**
 * A form's zod resolver whose messages (the contract's MESSAGES, English) are shown in the page's
 * language (issue 35). Lives with the lazily loaded resolvers, so the Hindi table loads with them,
 * not with the page.
 */
export function localizedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const locale = documentLocale();
    if (locale !== 'en') translateErrors(result.errors as FieldErrors, locale);
    return result;
  };
}
