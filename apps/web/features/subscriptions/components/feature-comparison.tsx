import { Check, Minus } from 'lucide-react';

const ROWS: { feature: string; free: string | boolean; premium: string | boolean }[] = [
  { feature: 'Browse courses, institutes, jobs and roadmaps', free: true, premium: true },
  { feature: 'Free courses with progress tracking', free: true, premium: true },
  { feature: 'Community questions, answers and the feed', free: true, premium: true },
  { feature: 'Premium courses and their certificates', free: 'Outline only', premium: true },
  { feature: 'Premium quizzes and slide decks', free: 'Preview', premium: true },
  { feature: 'Mock interviews with feedback', free: '1 sample', premium: 'Unlimited' },
  { feature: 'Fix-me problems with hidden tests', free: 'Starter set', premium: 'All problems' },
  { feature: 'Points and streaks', free: true, premium: true },
];

function Cell({ value, label }: { value: string | boolean; label: string }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-indigo-600" />
        <span className="sr-only">{label}: included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" />
        <span className="sr-only">{label}: not included</span>
      </>
    );
  }
  return <span className="text-sm">{value}</span>;
}

/** Free against Premium, row by row. */
export function FeatureComparison() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What Free and Premium include</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Feature
            </th>
            <th scope="col" className="w-24 px-2 py-3 text-center font-semibold sm:w-32">
              Free
            </th>
            <th scope="col" className="w-24 px-2 py-3 text-center font-semibold text-indigo-700 sm:w-32">
              Premium
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.feature} className="border-t border-border">
              <th scope="row" className="px-4 py-3 font-normal">
                {row.feature}
              </th>
              <td className="px-2 py-3 text-center text-muted-foreground">
                <Cell value={row.free} label="Free" />
              </td>
              <td className="bg-primary-soft/40 px-2 py-3 text-center font-medium">
                <Cell value={row.premium} label="Premium" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
