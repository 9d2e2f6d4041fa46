import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { ChevronLeft, ListOrdered } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { roadmapGradient } from '@/components/catalogue/roadmap-card';
import { IntlClient } from '@/components/intl-client';
import { Link } from '@/components/ui/link';
import { loadRoadmap } from '@/features/roadmaps/api/load-roadmaps';
import { RoadmapPath } from '@/features/roadmaps/components/roadmap-path';
import { cn } from '@/lib/utils';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const roadmap = await loadRoadmap((await params).slug);
  const t = await getTranslations('roadmaps');
  return {
    title: t('metaTitle', { title: roadmap.title }),
    description: roadmap.summary || roadmap.description.slice(0, 160),
    openGraph: roadmap.imageUrl ? { images: [roadmap.imageUrl] } : undefined,
  };
}

export default async function RoadmapPage({ params }: { params: Params }) {
  const { slug } = await params;
  const roadmap = await loadRoadmap(slug);
  const signInHref = `/login?${new URLSearchParams({ callbackUrl: `/roadmaps/${roadmap.slug}` })}`;
  const [t, catalogue] = await Promise.all([getTranslations('roadmaps'), getTranslations('catalogue')]);
  const locale = (await getLocale()) as Locale;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        href="/roadmaps"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('allRoadmaps')}
      </Link>

      <header className="mt-4 overflow-hidden rounded-3xl border border-border bg-card shadow-sm">
        <div
          className={cn(
            'relative px-6 py-8 text-white sm:px-10 sm:py-12',
            !roadmap.imageUrl && ['bg-gradient-to-br', roadmapGradient(roadmap.id)],
          )}
          style={
            roadmap.imageUrl
              ? {
                  backgroundImage: `linear-gradient(to right, rgb(30 27 75 / 0.85), rgb(30 27 75 / 0.45)), url(${JSON.stringify(roadmap.imageUrl)})`,
                  backgroundSize: 'cover',
                  backgroundPosition: 'center',
                }
              : undefined
          }
        >
          <p className="text-sm font-semibold tracking-wide text-white/85 uppercase">
            {t('streamRoadmap', { stream: roadmap.stream.name })}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{roadmap.title}</h1>
          {roadmap.summary && <p className="mt-3 max-w-2xl text-lg text-white/90">{roadmap.summary}</p>}
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium backdrop-blur">
            <ListOrdered aria-hidden="true" className="size-4" />
            {catalogue('steps', { count: roadmap.steps.length })}
          </p>
        </div>
        {roadmap.description && (
          <div className="space-y-3 px-6 py-6 text-pretty text-muted-foreground sm:px-10">
            {roadmap.description
              .split(/\n{2,}/)
              .filter((p) => p.trim())
              .map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in a fixed order
                <p key={index}>{paragraph}</p>
              ))}
          </div>
        )}
      </header>

      <section aria-labelledby="path-heading" className="mt-10">
        <h2 id="path-heading" className="mb-6 text-2xl font-bold tracking-tight">
          {t('path')}
        </h2>
        <IntlClient namespaces={['roadmaps']}>
          <RoadmapPath roadmap={roadmap} signInHref={signInHref} signInLabel={messageIn(locale, 'signInToTrackProgress')} />
        </IntlClient>
      </section>
    </div>
  );
}
