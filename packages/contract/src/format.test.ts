import { describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, POPUP_FIRST_DELAY_MS } from './constants.ts';
import {
  authorName,
  extractHashtags,
  formatCount,
  formatDate,
  formatPrice,
  isOld,
  popupDelayMs,
  relativeTime,
} from './format.ts';

describe('formatPrice', () => {
  it('shows rupees without decimals, Indian grouping, and Free for zero', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(49_900)).toBe('₹499');
    expect(formatPrice(12_345_678_90)).toBe('₹1,23,45,679');
  });

  it('writes what Intl en-IN writes, for every size of amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const paise of [1, 49, 50, 99_99, 1_000_00, 99_999_00, 1_00_000_00, 12_34_56_789_00, -1_500_00]) {
      expect(formatPrice(paise)).toBe(intl.format(Math.round(paise / 100)));
    }
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way, as toLocaleString("en-IN") does', () => {
    const samples = [0, 7, 42, 999, 1_000, 12_345, 1_23_456, 12_34_567, 1_23_45_678, 98_76_54_32_109, -4_567, 2.6];
    for (let digits = 1; digits <= 15; digits++) samples.push(Number('9'.repeat(digits)), 10 ** (digits - 1));
    for (const n of samples) expect(formatCount(n)).toBe(Math.round(n).toLocaleString('en-IN'));
    expect(formatCount(1_23_45_678)).toBe('1,23,45,678');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('follows SPEC §9: just now, minutes, hours, days (weeks as days), months', () => {
    expect(relativeTime(ago(59_000), now)).toBe('just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 3_600_000), now)).toBe('5 hours ago');
    expect(relativeTime(ago(14 * 86_400_000), now)).toBe('14 days ago');
    expect(relativeTime(ago(65 * 86_400_000), now)).toBe('2 months ago');
    expect(relativeTime(ago(-5_000), now)).toBe('just now');
  });
  it('counts a date over 7 days old as old', () => {
    expect(isOld(ago(7 * 86_400_000 + 1), now)).toBe(true);
    expect(isOld(ago(6 * 86_400_000), now)).toBe(false);
  });
});

describe('extractHashtags', () => {
  it('finds lowercase unique tags and ignores mid-word hashes and entities', () => {
    expect(extractHashtags('Learning #React and #react_hooks with #JEE2027! not a#tag, &#39; #React')).toEqual([
      'react',
      'react_hooks',
      'jee2027',
    ]);
    expect(extractHashtags('#हिंदी')).toEqual(['हिंदी']);
    expect(extractHashtags('no tags here')).toEqual([]);
  });
});

describe('popupDelayMs', () => {
  it('starts at a day and doubles with each dismissal', () => {
    expect(popupDelayMs(1, POPUP_FIRST_DELAY_MS)).toBe(86_400_000);
    expect(popupDelayMs(2, POPUP_FIRST_DELAY_MS)).toBe(2 * 86_400_000);
    expect(popupDelayMs(4, POPUP_FIRST_DELAY_MS)).toBe(8 * 86_400_000);
  });
});

describe('authorName', () => {
  it('is the author’s name, and "Deleted user" once the account is gone', () => {
    expect(authorName({ fullName: 'Asha Rao' })).toBe('Asha Rao');
    expect(authorName(null)).toBe(DELETED_USER_NAME);
    expect(DELETED_USER_NAME).toBe('Deleted user');
  });
});

describe('formatting in Hindi (issue 35)', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('keeps Indian grouping for INR and says Free in Hindi', () => {
    expect(formatPrice(1_00_000_00, 'hi')).toBe('₹1,00,000');
    expect(formatPrice(0, 'hi')).toBe('निःशुल्क');
    expect(formatCount(1_23_456)).toBe(new Intl.NumberFormat('hi-IN').format(1_23_456));
  });

  it('says relative times in Hindi', () => {
    expect(relativeTime(new Date(now.getTime() - 10_000), now, 'hi')).toBe('अभी');
    expect(relativeTime(new Date(now.getTime() - 3 * 86_400_000), now, 'hi')).toBe('3 दिन पहले');
    expect(relativeTime(new Date(now.getTime() - 3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('writes dates in the language, in Indian time', () => {
    expect(formatDate('2026-11-28T20:00:00Z', 'en')).toBe('29 Nov 2026');
    expect(formatDate('2026-11-28T20:00:00Z', 'hi')).toMatch(/^29 नव/);
  });
});
