import type { SlideDeckCard as SlideDeckCardData } from '@lp/contract/learning';
import { Crown, Presentation } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { CardGrid } from './card-grid';

/** A slide deck in a list: stream, title, summary, number of slides, featured and premium marks. */
export function SlideDeckCard({ deck, headingLevel: Heading = 'h2' }: { deck: SlideDeckCardData; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('slides');
  const catalogue = useTranslations('catalogue');
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-sm transition hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-indigo-700">
          <Presentation aria-hidden="true" className="size-3" />
          {t('collection.slideCount', { count: deck.slideCount })}
        </span>
        {deck.featured ? (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-800">{catalogue('featured')}</span>
        ) : null}
        {deck.isPremium ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-zinc-900 px-2.5 py-0.5 text-white">
            <Crown aria-hidden="true" className="size-3" />
            {catalogue('premium')}
          </span>
        ) : null}
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold">
        <Link
          href={`/slides/${deck.slug}`}
          className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
        >
          {deck.title}
        </Link>
      </Heading>
      {deck.stream ? <p className="text-sm text-muted-foreground">{deck.stream.name}</p> : null}
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-zinc-700">{deck.summary}</p>
    </article>
  );
}

/** Deck cards in the grid every catalogue list uses; `phoneRow` makes a sideways-scrolling row on a phone. */
export function SlideDeckGrid({
  decks,
  headingLevel = 'h2',
  phoneRow = false,
  className,
}: {
  decks: SlideDeckCardData[];
  headingLevel?: 'h2' | 'h3';
  phoneRow?: boolean;
  className?: string;
}) {
  return (
    <CardGrid items={decks} columns={3} phoneRow={phoneRow} className={className}>
      {(deck) => <SlideDeckCard deck={deck} headingLevel={headingLevel} />}
    </CardGrid>
  );
}
