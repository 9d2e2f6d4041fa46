import { Check, Minus } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

type Value = boolean | 'outlineOnly' | 'preview' | 'oneSample' | 'unlimited' | 'starterSet' | 'allProblems';

/** Each row's feature (a key of `premium.comparison.rows`) and what Free and Premium give. */
const ROWS: { feature: string; free: Value; premium: Value }[] = [
  { feature: 'browse', free: true, premium: true },
  { feature: 'freeCourses', free: true, premium: true },
  { feature: 'community', free: true, premium: true },
  { feature: 'premiumCourses', free: 'outlineOnly', premium: true },
  { feature: 'quizzes', free: 'preview', premium: true },
  { feature: 'interviews', free: 'oneSample', premium: 'unlimited' },
  { feature: 'fixme', free: 'starterSet', premium: 'allProblems' },
  { feature: 'points', free: true, premium: true },
];

type Translate = Awaited<ReturnType<typeof getTranslations<'premium'>>>;

function Cell({ value, plan, t }: { value: Value; plan: string; t: Translate }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-indigo-600" />
        <span className="sr-only">{t('comparison.included', { plan })}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" />
        <span className="sr-only">{t('comparison.notIncluded', { plan })}</span>
      </>
    );
  }
  return <span className="text-sm">{t(`comparison.values.${value}`)}</span>;
}

/** Free against Premium, row by row. */
export async function FeatureComparison() {
  const t = await getTranslations('premium');
  const free = t('comparison.free');
  const premium = t('comparison.premium');
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('comparison.caption')}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('comparison.feature')}
            </th>
            <th scope="col" className="w-24 px-2 py-3 text-center font-semibold sm:w-32">
              {free}
            </th>
            <th scope="col" className="w-24 px-2 py-3 text-center font-semibold text-indigo-700 sm:w-32">
              {premium}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.feature} className="border-t border-border">
              <th scope="row" className="px-4 py-3 font-normal">
                {t(`comparison.rows.${row.feature}`)}
              </th>
              <td className="px-2 py-3 text-center text-muted-foreground">
                <Cell value={row.free} plan={free} t={t} />
              </td>
              <td className="bg-primary-soft/40 px-2 py-3 text-center font-medium">
                <Cell value={row.premium} plan={premium} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
