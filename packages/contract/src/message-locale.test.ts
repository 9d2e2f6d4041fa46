import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromCookieHeader } from './locale.ts';
import { messageIn, translateMessage } from './message-locale.ts';
import { MESSAGES } from './messages.ts';
import { MESSAGES_HI } from './messages-hi.ts';

describe('MESSAGES_HI', () => {
  it('has a Hindi text for every message, none empty and none left in English', () => {
    expect(Object.keys(MESSAGES_HI).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const [key, text] of Object.entries(MESSAGES_HI)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keeps the placeholders of each English template', () => {
    for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      const english = MESSAGES[key];
      if (typeof english !== 'string' || english.startsWith('Send {"id"')) continue;
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(MESSAGES_HI[key]), key).toEqual(names(english));
    }
  });
});

describe('translateMessage', () => {
  it('leaves English as it is, and a text that is no message unchanged', () => {
    expect(translateMessage(MESSAGES.emailInvalid, 'en')).toBe(MESSAGES.emailInvalid);
    expect(translateMessage('Spam, posted three times', 'hi')).toBe('Spam, posted three times');
  });

  it('finds fixed, templated and function-written messages', () => {
    expect(translateMessage(MESSAGES.emailInvalid, 'hi')).toBe('मान्य ईमेल पता डालें।');
    expect(translateMessage(MESSAGES.signInTooMany.replace('{seconds}', '42'), 'hi')).toBe(
      'साइन इन की बहुत ज़्यादा कोशिशें। 42 सेकंड बाद फिर कोशिश करें।',
    );
    expect(translateMessage(MESSAGES.noSearchResults('react'), 'hi')).toBe('"react" के लिए कोई नतीजा नहीं मिला।');
    expect(translateMessage(MESSAGES.videoNotWatched(45), 'hi')).toBe('यह पाठ पूरा करने के लिए वीडियो देखें: लगभग 45 सेकंड बाकी है।');
    expect(translateMessage(MESSAGES.fieldType.replace('{expected}', 'string'), 'hi')).toBe(
      'इस फ़ील्ड का प्रकार string होना चाहिए।',
    );
  });

  it('gives a message by key in either language', () => {
    expect(messageIn('en', 'noCourses')).toBe(MESSAGES.noCourses);
    expect(messageIn('hi', 'noCourses')).toBe(MESSAGES_HI.noCourses);
  });
});

describe('locale from the request', () => {
  it('reads Accept-Language by weight and ignores languages we do not have', () => {
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(localeFromAcceptLanguage('en-GB,hi;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('ta-IN, hi;q=0.4')).toBe('hi');
    expect(localeFromAcceptLanguage('fr, de;q=0.8')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });

  it('reads the locale cookie only when it names one of ours', () => {
    expect(localeFromCookieHeader('a=1; NEXT_LOCALE=hi')).toBe('hi');
    expect(localeFromCookieHeader('NEXT_LOCALE=fr')).toBeNull();
  });
});
