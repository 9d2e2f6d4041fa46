import type { AbstractIntlMessages } from 'next-intl';

/**
 * Only the namespaces a client subtree uses, for its NextIntlClientProvider: the whole message
 * file would be part of every page's payload (ADR 0046).
 */
/** The offline banner's and its toasts' texts (`offline.status`), which every page's frame shows. */
export function offlineStatus(messages: AbstractIntlMessages): AbstractIntlMessages {
  const offline = messages.offline as AbstractIntlMessages | undefined;
  return { status: offline?.status ?? {} };
}

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]),
  ) as AbstractIntlMessages;
}
