import { getTranslations } from 'next-intl/server';
import type { Finished } from '../api/get-next-items';
import { LazyNextItem } from './lazy-next-item';

/**
 * "Up next" (SPEC §9) for a page's `upNext` slot: `LazyNextItem` with its words in the page's
 * language, given as props (the quiz, fix-me and interview pages have no `search` provider).
 */
export async function UpNext({ after }: { after: Finished }) {
  const t = await getTranslations('search.upNext');
  return (
    <LazyNextItem
      after={after}
      labels={{
        title: t('title'),
        premium: t('premium'),
        kinds: { quiz: t('kinds.quiz'), fixme: t('kinds.fixme'), interview: t('kinds.interview') },
      }}
    />
  );
}
