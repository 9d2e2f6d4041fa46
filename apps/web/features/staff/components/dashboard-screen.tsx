'use client';

import { formatCount } from '@lp/contract/format';
import type { MetricMeasure, Metrics } from '@lp/contract/staff';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useMetrics } from '../api/metrics';

const DAYS = 30;

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "12 Nov" for a YYYY-MM-DD day. */
function shortDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

type Chart = {
  id: string;
  title: string;
  description: string;
  kind: 'bar' | 'line';
  series: { measure: MetricMeasure; label: string; colour: string }[];
  money?: boolean;
  /** A level (open cases on the day) rather than a count of events: its summary gives the latest value, not a total. */
  level?: boolean;
};

const CHARTS: Chart[] = [
  {
    id: 'signups',
    title: 'Sign-ups',
    description: 'New accounts per day.',
    kind: 'bar',
    series: [{ measure: 'signups', label: 'Sign-ups', colour: '#4f46e5' }],
  },
  {
    id: 'active',
    title: 'Daily active learners',
    description: 'Learners who were signed in and used the site that day.',
    kind: 'line',
    series: [{ measure: 'activeLearners', label: 'Active learners', colour: '#0f766e' }],
    level: true,
  },
  {
    id: 'enrolments',
    title: 'Enrolments',
    description: 'Course registrations per day.',
    kind: 'bar',
    series: [{ measure: 'enrolments', label: 'Enrolments', colour: '#7c3aed' }],
  },
  {
    id: 'completions',
    title: 'Completions',
    description: 'Courses finished per day.',
    kind: 'bar',
    series: [{ measure: 'completions', label: 'Completions', colour: '#15803d' }],
  },
  {
    id: 'qa',
    title: 'Questions and answers',
    description: 'Questions asked and answers written per day.',
    kind: 'bar',
    series: [
      { measure: 'questions', label: 'Questions', colour: '#4f46e5' },
      { measure: 'answers', label: 'Answers', colour: '#f59e0b' },
    ],
  },
  {
    id: 'posts',
    title: 'Posts',
    description: 'Feed posts per day.',
    kind: 'bar',
    series: [{ measure: 'posts', label: 'Posts', colour: '#db2777' }],
  },
  {
    id: 'revenue',
    title: 'Revenue',
    description: 'Payments received per day, in rupees.',
    kind: 'bar',
    series: [{ measure: 'revenueInr', label: 'Revenue', colour: '#047857' }],
    money: true,
  },
  {
    id: 'cases',
    title: 'Open cases',
    description: 'Moderation cases waiting for a decision at the end of each day.',
    kind: 'line',
    series: [{ measure: 'openCases', label: 'Open cases', colour: '#b91c1c' }],
    level: true,
  },
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

/** One sentence a screen reader (and anyone) reads instead of the picture. */
function summarise(rows: Row[], chart: Chart, format: (n: number) => string): string {
  if (rows.length === 0) return 'No data for these days.';
  return chart.series
    .map(({ measure, label }) => {
      const values = rows.map((row) => row[measure] ?? 0);
      const peak = Math.max(...values);
      const peakDay = rows[values.indexOf(peak)]?.day ?? '';
      const last = values.at(-1) ?? 0;
      if (chart.level) return `${label}: ${format(last)} on the last day, highest ${format(peak)} on ${shortDay(peakDay)}.`;
      const total = values.reduce((sum, value) => sum + value, 0);
      if (total === 0) return `${label}: ${format(0)} in ${rows.length} days.`;
      return `${label}: ${format(total)} in ${rows.length} days, most on ${shortDay(peakDay)} (${format(peak)}).`;
    })
    .join(' ');
}

function ChartCard({ chart, metrics }: { chart: Chart; metrics: Metrics }) {
  const rows = rowsOf(metrics, chart);
  const format = chart.money ? (n: number) => rupees.format(n) : formatCount;
  const text = summarise(rows, chart, format);
  const axis = { fontSize: 12, fill: '#52525b' };
  const common = {
    data: rows,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const children = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} stroke="#e4e4e7" />,
    <XAxis key="x" dataKey="day" tickFormatter={shortDay} tick={axis} minTickGap={24} />,
    <YAxis key="y" tick={axis} width={chart.money ? 72 : 40} allowDecimals={false} tickFormatter={(n: number) => format(n)} />,
    <Tooltip key="tip" labelFormatter={(day) => shortDay(String(day))} formatter={(value) => format(Number(value))} />,
    ...(chart.series.length > 1 ? [<Legend key="legend" />] : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`chart-${chart.id}`} className="text-lg">
          {chart.title}
        </CardTitle>
        <CardDescription>{chart.description}</CardDescription>
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
                      name={s.label}
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
                    <Bar key={s.measure} dataKey={s.measure} name={s.label} fill={s.colour} isAnimationActive={false} />
                  ))}
                </BarChart>
              )}
            </ResponsiveContainer>
          </div>
        </figure>
        <details>
          <summary className="cursor-pointer text-sm font-medium text-primary">{chart.title} by day (table)</summary>
          <div className="mt-2">
            <table className="w-full text-sm">
              <caption className="sr-only">
                {chart.title}, last {rows.length} days
              </caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Day
                  </th>
                  {chart.series.map((s) => (
                    <th key={s.measure} scope="col" className="py-1 pr-3 text-right font-medium">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.day} className="border-t border-border">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {shortDay(row.day)}
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
        <span>{errorMessage(metrics.error)}</span>
        <Button size="sm" variant="outline" onClick={() => metrics.refetch()}>
          Try again
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
