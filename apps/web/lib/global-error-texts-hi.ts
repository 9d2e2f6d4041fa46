/** The global error page's texts in Hindi (`ui.globalError` of messages/hi.json; see global-error-texts.ts). */
export const GLOBAL_ERROR_HINDI = { title: 'कुछ गड़बड़ हो गई। कृपया बाद में कोशिश करें।', tryAgain: 'फिर से कोशिश करें' };
