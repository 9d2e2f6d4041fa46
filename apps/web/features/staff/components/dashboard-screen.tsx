'use client';

import { formatCount, formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import type { MetricMeasure, Metrics } from '@lp/contract/staff';
import { useLocale, useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { useMetrics } from '../api/metrics';

const DAYS = 30;

const dayLabels = new Map<string, string>();

/**
 * "12 Nov" / "12 नव॰" for a YYYY-MM-DD day. Kept once made: the charts' axes, tooltips and tables
 * ask for the same 30 days hundreds of times, and each `formatDate` builds an Intl formatter.
 */
function shortDay(day: string, locale: Locale): string {
  const key = `${locale} ${day}`;
  let label = dayLabels.get(key);
  if (label === undefined) {
    label = formatDate(`${day}T00:00:00Z`, locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayLabels.set(key, label);
  }
  return label;
}

/** Rupees with Indian grouping ("₹1,23,456"), zero included (formatPrice would say "Free"). */
function rupees(n: number): string {
  return n < 0 ? `-₹${formatCount(-n)}` : `₹${formatCount(n)}`;
}

/** Each chart's title and description are `staff.dashboard.charts.<id>`, each measure's label `staff.dashboard.measures.<measure>`. */
type Chart = {
  id: string;
  kind: 'bar' | 'line';
  series: { measure: MetricMeasure; colour: string }[];
  money?: boolean;
  /** A level (open cases on the day) rather than a count of events: its summary gives the latest value, not a total. */
  level?: boolean;
};

const CHARTS: Chart[] = [
  { id: 'signups', kind: 'bar', series: [{ measure: 'signups', colour: '#4f46e5' }] },
  { id: 'active', kind: 'line', series: [{ measure: 'activeLearners', colour: '#0f766e' }], level: true },
  { id: 'enrolments', kind: 'bar', series: [{ measure: 'enrolments', colour: '#7c3aed' }] },
  { id: 'completions', kind: 'bar', series: [{ measure: 'completions', colour: '#15803d' }] },
  {
    id: 'qa',
    kind: 'bar',
    series: [
      { measure: 'questions', colour: '#4f46e5' },
      { measure: 'answers', colour: '#f59e0b' },
    ],
  },
  { id: 'posts', kind: 'bar', series: [{ measure: 'posts', colour: '#db2777' }] },
  { id: 'revenue', kind: 'bar', series: [{ measure: 'revenueInr', colour: '#047857' }], money: true },
  { id: 'cases', kind: 'line', series: [{ measure: 'openCases', colour: '#b91c1c' }], level: true },
];

type Row = { day: string } & Partial<Record<MetricMeasure, number>>;

function rowsOf(metrics: Metrics, chart: Chart): Row[] {
  const byDay = new Map<string, Row>();
  for (const { measure } of chart.series) {
    const points = metrics.series.find((series) => series.measure === measure)?.points ?? [];
    for (const point of points) {
      const row = byDay.get(point.day) ?? { day: point.day };
      row[measure] = point.value;
      byDay.set(point.day, row);
    }
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One sentence a screen reader (and anyone) reads instead of the picture. */
function summarise(rows: Row[], chart: Chart, format: (n: number) => string, t: Translate, locale: Locale): string {
  if (rows.length === 0) return t('noData');
  return chart.series
    .map(({ measure }) => {
      const label = t(`measures.${measure}`);
      const values = rows.map((row) => row[measure] ?? 0);
      const peak = Math.max(...values);
      const peakDay = shortDay(rows[values.indexOf(peak)]?.day ?? '', locale);
      const last = values.at(-1) ?? 0;
      if (chart.level) return t('summaryLevel', { label, last: format(last), peak: format(peak), day: peakDay });
      const total = values.reduce((sum, value) => sum + value, 0);
      const days = formatCount(rows.length);
      if (total === 0) return t('summaryNone', { label, zero: format(0), days });
      return t('summaryTotal', { label, total: format(total), days, day: peakDay, peak: format(peak) });
    })
    .join(' ');
}

function ChartCard({ chart, metrics }: { chart: Chart; metrics: Metrics }) {
  const t = useTranslations('staff.dashboard');
  const locale = useLocale() as Locale;
  const rows = rowsOf(metrics, chart);
  const format = chart.money ? rupees : formatCount;
  const text = summarise(rows, chart, format, t, locale);
  const title = t(`charts.${chart.id}.title`);
  const day = (value: string) => shortDay(value, locale);
  const axis = { fontSize: 12, fill: '#52525b' };
  const common = {
    data: rows,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const children = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} stroke="#e4e4e7" />,
    <XAxis key="x" dataKey="day" tickFormatter={day} tick={axis} minTickGap={24} />,
    <YAxis key="y" tick={axis} width={chart.money ? 72 : 40} allowDecimals={false} tickFormatter={(n: number) => format(n)} />,
    <Tooltip key="tip" labelFormatter={(value) => day(String(value))} formatter={(value) => format(Number(value))} />,
    ...(chart.series.length > 1 ? [<Legend key="legend" />] : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`chart-${chart.id}`} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{t(`charts.${chart.id}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm font-medium">{text}</p>
        <figure aria-labelledby={`chart-${chart.id}`} className="h-56 w-full">
          <div aria-hidden="true" className="h-full w-full">
            <ResponsiveContainer width="100%" height="100%">
              {chart.kind === 'line' ? (
                <LineChart {...common} accessibilityLayer={false}>
                  {children}
                  {chart.series.map((s) => (
                    <Line
                      key={s.measure}
                      type="linear"
                      dataKey={s.measure}
                      name={t(`measures.${s.measure}`)}
                      stroke={s.colour}
                      strokeWidth={2}
                      dot={false}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              ) : (
                <BarChart {...common} accessibilityLayer={false}>
                  {children}
                  {chart.series.map((s) => (
                    <Bar
                      key={s.measure}
                      dataKey={s.measure}
                      name={t(`measures.${s.measure}`)}
                      fill={s.colour}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              )}
            </ResponsiveContainer>
          </div>
        </figure>
        <details>
          <summary className="cursor-pointer text-sm font-medium text-primary">{t('tableSummary', { title })}</summary>
          <div className="mt-2">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('tableCaption', { title, days: formatCount(rows.length) })}</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('day')}
                  </th>
                  {chart.series.map((s) => (
                    <th key={s.measure} scope="col" className="py-1 pr-3 text-right font-medium">
                      {t(`measures.${s.measure}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.day} className="border-t border-border">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {day(row.day)}
                    </th>
                    {chart.series.map((s) => (
                      <td key={s.measure} className="py-1 pr-3 text-right tabular-nums">
                        {format(row[s.measure] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

/** The last 30 days as charts, each with a sentence and a table of its numbers. Recharts loads with this route only. */
export function DashboardScreen() {
  const common = useTranslations('common');
  const contractMessage = useContractMessage();
  const metrics = useMetrics(DAYS);
  if (metrics.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
        {CHARTS.map((chart) => (
          <Skeleton key={chart.id} className="h-80 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (metrics.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{contractMessage(errorMessage(metrics.error))}</span>
        <Button size="sm" variant="outline" onClick={() => metrics.refetch()}>
          {common('tryAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {CHARTS.map((chart) => (
        <ChartCard key={chart.id} chart={chart} metrics={metrics.data} />
      ))}
    </div>
  );
}
