import type { RoadmapCard as RoadmapCardData } from '@lp/contract/catalogue';
import { ListOrdered, Route } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { CardGrid } from './card-grid';

const GRADIENTS = [
  'from-indigo-500 to-violet-600',
  'from-sky-500 to-indigo-600',
  'from-emerald-500 to-teal-600',
  'from-amber-500 to-rose-500',
  'from-fuchsia-500 to-purple-600',
  'from-rose-500 to-orange-500',
] as const;

/** The same gradient for a roadmap every time (picked from its id), for roadmaps without a picture. */
export function roadmapGradient(id: number): string {
  return GRADIENTS[Math.abs(id) % GRADIENTS.length] ?? GRADIENTS[0];
}

/**
 * A roadmap in a list: picture (or a gradient with a path icon), stream, title (the link),
 * summary and how many steps it has. Works in server and client components; the whole card is
 * clickable through the title link's stretched overlay.
 */
export function RoadmapCard({
  roadmap,
  headingLevel = 'h3',
  className,
}: {
  roadmap: RoadmapCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const Heading = headingLevel;
  const t = useTranslations('catalogue');
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-within:border-indigo-300',
        className,
      )}
    >
      <div className="relative aspect-[16/7] overflow-hidden bg-muted">
        {roadmap.imageUrl ? (
          // biome-ignore lint/performance/noImgElement: images come from any host (seed, uploads, CDN)
          <img
            src={roadmap.imageUrl}
            alt=""
            width={640}
            height={280}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div
            aria-hidden="true"
            className={cn('grid size-full place-items-center bg-gradient-to-br', roadmapGradient(roadmap.id))}
          >
            <Route className="size-12 text-white/85" strokeWidth={1.5} />
          </div>
        )}
        {roadmap.featured && (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 shadow-sm">
            {t('featured')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="truncate text-xs font-medium tracking-wide text-indigo-700 uppercase">{roadmap.stream.name}</p>
        <Heading className="line-clamp-2 text-base leading-snug font-semibold">
          <Link
            href={`/roadmaps/${roadmap.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-primary hover:text-primary"
          >
            {roadmap.title}
          </Link>
        </Heading>
        {roadmap.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{roadmap.summary}</p>}
        <p className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-medium text-foreground">
          <ListOrdered aria-hidden="true" className="size-4 text-primary" />
          {t('steps', { count: roadmap.stepCount })}
        </p>
      </div>
    </article>
  );
}

/** The grid every roadmap list uses (1 column on a phone, up to 4 on a wide screen). */
export function RoadmapGrid({
  roadmaps,
  headingLevel,
  phoneRow,
  className,
}: {
  roadmaps: RoadmapCardData[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  phoneRow?: boolean;
  className?: string;
}) {
  return (
    <CardGrid items={roadmaps} columns={4} phoneRow={phoneRow} className={className}>
      {(roadmap) => <RoadmapCard roadmap={roadmap} headingLevel={headingLevel} />}
    </CardGrid>
  );
}
