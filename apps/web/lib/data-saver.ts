/**
 * Data saver (issue 35): on when the learner turned it on in their account (remembered in this
 * cookie, so that the server renders pages for it without asking the API), else when the browser
 * sends `Save-Data: on` (Chrome's Lite mode, Android's data saver). The account's choice wins both
 * ways: a learner who turned it off gets full quality even on a browser that asks to save data.
 */
export const DATA_SAVER_COOKIE = 'learnly-data-saver';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function dataSaverFrom(cookieHeader: string | null | undefined, saveDataHeader: string | null | undefined): boolean {
  const chosen = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DATA_SAVER_COOKIE}=`))
    ?.slice(DATA_SAVER_COOKIE.length + 1);
  if (chosen === '1') return true;
  if (chosen === '0') return false;
  return saveDataHeader?.trim().toLowerCase() === 'on';
}

/** Remembers the account's choice in this browser (the server reads it on the next page). */
export function rememberDataSaver(on: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? '1' : '0'}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** "About 12 MB" ("लगभग 12 MB"): what a video will download, rounded as a learner reads it. */
export function formatDownloadSize(bytes: number, locale: 'en' | 'hi' = 'en'): string {
  return `${locale === 'hi' ? 'लगभग' : 'about'} ${formatBytes(bytes)}`;
}

/** "2.5 MB", "293 KB": the size alone, for a sentence in the page's language to hold ("लगभग 2.5 MB"). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
