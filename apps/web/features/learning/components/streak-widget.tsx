'use client';

import { formatCount } from '@lp/contract/format';
import type { Streak } from '@lp/contract/learning';
import { Flame, Star, Trophy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { useStreak } from '../api/get-streak';

const DAY_MS = 86_400_000;
const WEEKS = 53;

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The last year as weeks (columns, Monday first) of days, in the user's own calendar (`today`
 * comes from the server in the user's time zone). Days after today are left out.
 */
export function heatMapWeeks(today: string, activeDays: string[]): { day: string; active: boolean }[][] {
  const active = new Set(activeDays);
  const todayN = dayNumber(today);
  const weekday = (new Date(todayN * DAY_MS).getUTCDay() + 6) % 7; // Monday 0
  const start = todayN - weekday - (WEEKS - 1) * 7;
  return Array.from({ length: WEEKS }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => start + w * 7 + d)
      .filter((n) => n <= todayN)
      .map((n) => ({ day: dayString(n), active: active.has(dayString(n)) })),
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A label is ~3 columns wide (10 px text over 11 px columns with 3 px gaps): labels start at least this far apart. */
const LABEL_COLUMNS = 3;

/**
 * The month label above each week column ('' for none): at the week where a month starts, and at the
 * first column unless the next month's label follows within a label's width (it would overlap, "NoDec").
 */
export function heatMapMonthLabels(weeks: { day: string }[][], months: readonly string[] = MONTHS): string[] {
  const monthOf = (w: number) => Number(weeks[w]![0]!.day.slice(5, 7)) - 1;
  const labels = weeks.map((_, w) => (w === 0 || monthOf(w - 1) !== monthOf(w) ? months[monthOf(w)]! : ''));
  let next = labels.length;
  for (let w = labels.length - 1; w >= 0; w--) {
    if (!labels[w]) continue;
    // The last columns have no room for a label; a label too close to the next one gives way.
    if (next - w < LABEL_COLUMNS) labels[w] = '';
    else next = w;
  }
  return labels;
}

function HeatMap({ streak }: { streak: Streak }) {
  const t = useTranslations('settings');
  const weeks = heatMapWeeks(streak.today, streak.streakDates);
  const labels = heatMapMonthLabels(weeks, t('streak.months').split(','));
  return (
    <div
      className="overflow-x-auto pb-1 focus-visible:outline-2 focus-visible:outline-ring"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, and a scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
      tabIndex={0}
      role="img"
      aria-label={t('streak.activeDays', { count: streak.streakDates.length })}
    >
      <div className="inline-grid grid-flow-col gap-[3px]" style={{ gridTemplateRows: 'auto repeat(7, 11px)' }}>
        {weeks.map((week, w) => {
          const first = week[0]!;
          return (
            <div key={first.day} className="contents">
              <span
                className="h-4 w-[11px] overflow-visible text-[10px] whitespace-nowrap text-muted-foreground"
                aria-hidden="true"
              >
                {labels[w]}
              </span>
              {week.map(({ day, active }) => (
                <span
                  key={day}
                  title={active ? t('streak.pointsEarned', { day }) : day}
                  data-day={day}
                  data-active={active || undefined}
                  className={cn(
                    'size-[11px] rounded-[2px]',
                    active ? 'bg-primary' : 'bg-muted ring-1 ring-zinc-200/60 ring-inset',
                  )}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-surface px-4 py-3">
      <span className="flex size-9 items-center justify-center rounded-lg bg-card shadow-sm">{icon}</span>
      <span>
        <span className="block text-xl leading-tight font-bold tabular-nums">{value}</span>
        <span className="block text-xs text-muted-foreground">{label}</span>
      </span>
    </div>
  );
}

/** Current and longest streak, points and a calendar heat map of the last year (days in the user's time zone). */
export function StreakWidget({ className }: { className?: string }) {
  const streak = useStreak();
  const t = useTranslations('settings');
  const say = useContractMessage();
  if (streak.isPending) return <Skeleton className={cn('h-56 w-full rounded-2xl', className)} />;
  if (streak.isError) return <Alert tone="error">{say(errorMessage(streak.error))}</Alert>;
  const data = streak.data;
  const days = (count: number) => t('streak.days', { count });
  return (
    <section
      aria-labelledby="streak-heading"
      className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm', className)}
      data-testid="streak-widget"
    >
      <h2 id="streak-heading" className="text-lg font-semibold">
        {t('streak.heading')}
      </h2>
      <p className="mt-0.5 text-sm text-muted-foreground">{t('streak.intro')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <Stat
          icon={<Flame aria-hidden="true" className="size-5 text-orange-500" />}
          label={t('streak.current')}
          value={days(data.currentStreak)}
        />
        <Stat
          icon={<Trophy aria-hidden="true" className="size-5 text-amber-500" />}
          label={t('streak.longest')}
          value={days(data.longestStreak)}
        />
        <Stat
          icon={<Star aria-hidden="true" className="size-5 text-indigo-500" />}
          label={t('streak.points')}
          value={formatCount(data.totalPoints)}
        />
      </div>
      <div className="mt-5">
        <HeatMap streak={data} />
      </div>
      <p className="mt-2 text-xs text-muted-foreground">{t('streak.timeZone', { zone: data.timeZone })}</p>
    </section>
  );
}
