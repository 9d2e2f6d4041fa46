import { describe, expect, it } from 'vitest';
import { heatMapMonthLabels, heatMapWeeks } from './streak-widget';

const DAY_MS = 86_400_000;

describe('heatMapMonthLabels', () => {
  it('never puts two month labels closer than a label is wide, whatever the day ("NoDec")', () => {
    for (let n = 0; n < 366; n++) {
      const today = new Date(Date.UTC(2026, 0, 1) + n * DAY_MS).toISOString().slice(0, 10);
      const labels = heatMapMonthLabels(heatMapWeeks(today, []));
      const at = labels.flatMap((label, w) => (label ? [w] : []));
      for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!, `${today}: ${labels.join(',')}`).toBeGreaterThanOrEqual(3);
      expect(at.length, today).toBeGreaterThanOrEqual(11);
    }
  });

  it('labels the week in which each month starts', () => {
    const weeks = heatMapWeeks('2026-11-28', []);
    const labels = heatMapMonthLabels(weeks);
    const june = weeks.findIndex((week) => week.some((d) => d.day === '2026-06-01'));
    expect(labels[june] === 'Jun' || labels[june + 1] === 'Jun').toBe(true);
  });
});
