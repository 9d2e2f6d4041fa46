/**
 * The global error page's texts: `ui.globalError` of messages/en.json here, of hi.json in
 * global-error-texts-hi.ts (the test beside this keeps them equal to the files). That page replaces
 * the root layout and its message provider, and the message files build into one module each, too
 * big for every page's first load; the Hindi loads only when the page is in Hindi.
 */
export const GLOBAL_ERROR_ENGLISH = { title: 'Something went wrong. Please try later.', tryAgain: 'Try again' };
