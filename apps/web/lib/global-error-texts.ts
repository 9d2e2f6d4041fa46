import { DEFAULT_ERROR_MESSAGE } from '@lp/contract/constants';

/**
 * The global error page's texts: `ui.globalError` of messages/en.json and hi.json (the test beside
 * this keeps them equal). That page replaces the root layout and its message provider, and each
 * message file builds into one module, too big for every page's first load: hence this copy.
 */
export const GLOBAL_ERROR_TEXTS = {
  en: { title: DEFAULT_ERROR_MESSAGE, tryAgain: 'Try again' },
  hi: { title: 'कुछ गड़बड़ हो गई। कृपया बाद में कोशिश करें।', tryAgain: 'फिर से कोशिश करें' },
};
