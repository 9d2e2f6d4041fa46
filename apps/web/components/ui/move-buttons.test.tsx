import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { moved } from '@/lib/list-order';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { MoveButtons } from './move-buttons';

const buttons = (index: number, count: number, locale: 'en' | 'hi' = 'en', label = 'step 2') =>
  [
    ...renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={{ studioContent: (locale === 'en' ? en : hi).studioContent }}>
        <MoveButtons label={label} index={index} count={count} onMove={() => {}} />
      </NextIntlClientProvider>,
    ).matchAll(/<button[^>]*>/g),
  ].map(([tag]) => ({ label: /aria-label="([^"]+)"/.exec(tag)?.[1], disabled: / disabled=""/.test(tag) }));

describe('moving an entry of an ordered list', () => {
  it('names what moves and cannot move the first entry up or the last one down', () => {
    expect(buttons(0, 3)).toEqual([
      { label: 'Move step 2 up', disabled: true },
      { label: 'Move step 2 down', disabled: false },
    ]);
    expect(buttons(2, 3).map((b) => b.disabled)).toEqual([false, true]);
    expect(buttons(1, 3).map((b) => b.disabled)).toEqual([false, false]);
  });

  it('names the move in Hindi on a Hindi page', () => {
    expect(buttons(1, 3, 'hi', 'कदम 2').map((b) => b.label)).toEqual(['कदम 2 ऊपर ले जाएँ', 'कदम 2 नीचे ले जाएँ']);
  });

  it('moves one entry and keeps the others in their order', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moved(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});
