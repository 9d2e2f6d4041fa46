import { getRequestConfig } from 'next-intl/server';
import { requestLocale } from '@/lib/locale';

/** next-intl's per-request configuration, without locale routing: the paths stay the spec's (ADR 0046). */
export default getRequestConfig(async () => {
  const { locale } = await requestLocale();
  const messages = (locale === 'hi' ? await import('../messages/hi.json') : await import('../messages/en.json')).default;
  return { locale, messages, timeZone: 'Asia/Kolkata' };
});
