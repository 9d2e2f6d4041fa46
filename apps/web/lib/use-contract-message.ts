import type { Locale } from '@lp/contract/locale';
import { translateMessage } from '@lp/contract/message-locale';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';

/**
 * The contract's texts as a client component shows them, in the page's language (ADR 0046): a
 * schema's check run in the browser, the default text of a request that got no answer. The API's
 * own answers already come in the language. Brings the Hindi table with it, so it is for screens
 * behind sign-in, not a public page's first load.
 */
export function useContractMessage(): (text: string) => string {
  const locale = useLocale() as Locale;
  return useCallback((text: string) => translateMessage(text, locale), [locale]);
}
