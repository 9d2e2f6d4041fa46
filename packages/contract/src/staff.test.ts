import { describe, expect, it } from 'vitest';
import { formatSuspensionEnd } from './staff.ts';

describe('formatSuspensionEnd', () => {
  const until = '2026-12-05T06:30:00Z';

  it('writes the end in India time by default, in English or Hindi', () => {
    expect(formatSuspensionEnd(until)).toBe('5 Dec 2026, 12:00 pm IST');
    expect(formatSuspensionEnd(until, undefined, 'hi')).toBe('5 दिस॰ 2026, 12:00 pm IST');
  });

  it("uses the reader's own time zone, and India time when the runtime does not know theirs", () => {
    expect(formatSuspensionEnd(until, 'Europe/London')).toBe('5 Dec 2026, 6:30 am GMT');
    expect(formatSuspensionEnd(until, 'Mars/Olympus_Mons')).toBe('5 Dec 2026, 12:00 pm IST');
  });
});
