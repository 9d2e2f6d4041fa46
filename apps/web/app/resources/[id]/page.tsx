import { BookOpen, Clock, ExternalLink, Route } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { loadResource } from '@/features/roadmaps/api/load-roadmaps';

type Params = Promise<{ id: string }>;

/** Only web links open from a resource page (never javascript: or data: URLs). */
function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const resource = await loadResource((await params).id);
  return { title: resource.title, description: resource.body.slice(0, 160) || undefined };
}

export default async function ResourcePage({ params }: { params: Params }) {
  const [resource, t] = await Promise.all([loadResource((await params).id), getTranslations('resources')]);
  const url = safeExternalUrl(resource.url);
  const paragraphs = resource.body.split(/\n{2,}|\r\n\r\n/).filter((p) => p.trim());

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <ul className="flex flex-wrap items-center gap-2 text-sm" aria-label={t('about')}>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 font-medium text-indigo-700">
            <BookOpen aria-hidden="true" className="size-4" />
            {t(`kinds.${resource.kind}`)}
          </li>
          {resource.durationMinutes ? (
            <li className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              {t('minutes', { minutes: resource.durationMinutes })}
            </li>
          ) : null}
        </ul>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{resource.title}</h1>
      </header>

      {paragraphs.length > 0 && (
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-pretty text-foreground/90">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in a fixed order
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      )}

      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-8 inline-flex h-11 items-center gap-2 rounded-lg bg-primary px-5 text-base font-medium text-primary-foreground shadow-sm hover:bg-primary-hover"
        >
          {t(`open.${resource.kind}`)}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('newTab')}</span>
        </a>
      )}

      <section aria-labelledby="roadmaps-heading" className="mt-12 border-t border-border pt-8">
        <h2 id="roadmaps-heading" className="text-xl font-bold tracking-tight">
          {t('roadmaps')}
        </h2>
        {resource.roadmaps.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{t('noRoadmaps')}</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {resource.roadmaps.map((roadmap) => (
              <li key={roadmap.id}>
                <Link
                  href={`/roadmaps/${roadmap.slug}`}
                  className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 font-medium shadow-sm transition hover:border-indigo-200 hover:bg-primary-soft"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                    <Route aria-hidden="true" className="size-4" />
                  </span>
                  {roadmap.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
