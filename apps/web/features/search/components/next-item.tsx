'use client';

import type { NextItem as NextItemData } from '@lp/contract/search';
import type { NextItemModel } from '@lp/contract/search-models';
import { ArrowRight, Crown } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { type Finished, useNextItems } from '../api/get-next-items';

const BASE: Record<NextItemModel, string> = { quiz: '/quizzes', fixme: '/fixme', interview: '/interviews' };

/** Its words in the page's language, from the server (`UpNext`), so no provider is needed. */
export type NextItemLabels = { title: string; premium: string; kinds: Record<NextItemModel, string> };

const nextItemHref = (item: Pick<NextItemData, 'model' | 'slug'>) => `${BASE[item.model]}/${encodeURIComponent(item.slug)}`;

/**
 * "Up next" (SPEC §9): the best next quiz, fix-me problem or mock interview after `after`, never
 * `after` itself. Pages put it in the `upNext` slot of the quiz, the fix-me workbench and the
 * interview session, which show it once the learner is done. Nothing is shown while it loads or
 * if the search fails: it is an offer, not part of the result.
 */
export function NextItem({ after, labels }: { after: Finished; labels: NextItemLabels }) {
  const next = useNextItems(after);
  const item = next.data?.find((result) => !(result.model === after.model && result.id === after.id));
  if (!item) return null;
  return (
    <Link
      href={nextItemHref(item)}
      data-testid="up-next"
      className="group flex items-center justify-between gap-4 rounded-2xl border border-indigo-200 bg-primary-soft p-5 hover:border-indigo-300"
    >
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-indigo-700 uppercase">{labels.title}</span>
        <span className="block font-semibold text-balance">{item.title}</span>
        <span className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
          {labels.kinds[item.model]}
          {item.subtitle ? ` · ${item.subtitle}` : ''}
          {item.isPremium ? (
            <span className="inline-flex items-center gap-1">
              {' · '}
              <Crown aria-hidden="true" className="size-3.5 text-amber-600" />
              {labels.premium}
            </span>
          ) : null}
        </span>
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-indigo-700 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}
