import type { Locale } from '@lp/contract/locale';

/**
 * The global error page's two texts, `ui.globalError` of messages/en.json and hi.json (the test
 * beside this keeps them equal). That page replaces the root layout and its message provider, and
 * the message files are built into one module each (precompiled, ADR 0046), so it carries its own
 * copy of these few words rather than a whole file in every page's first load.
 */
export const GLOBAL_ERROR_TEXTS: Record<Locale, { title: string; tryAgain: string }> = {
  en: { title: 'Something went wrong. Please try later.', tryAgain: 'Try again' },
  hi: { title: 'कुछ गड़बड़ हो गई। कृपया बाद में कोशिश करें।', tryAgain: 'फिर से कोशिश करें' },
};
