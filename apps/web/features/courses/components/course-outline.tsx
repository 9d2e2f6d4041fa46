import type { CourseDetail } from '@lp/contract/courses';
import { ChevronDown, FileText, ListChecks, PencilRuler, PlayCircle, Presentation } from 'lucide-react';
import { useTranslations } from 'next-intl';

/** Each kind's icon; its name is `course.kinds.<kind>` in the messages. */
const KIND = {
  video: PlayCircle,
  article: FileText,
  exercise: PencilRuler,
  quiz: ListChecks,
  slides: Presentation,
} as const;

type Translate = ReturnType<typeof useTranslations<'course'>>;

/** 96 → "1 h 36 min", 45 → "45 min" (in the page's language). */
export function formatMinutes(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('minutes', { minutes: rest });
  return rest === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes: rest });
}

/**
 * The course outline: one collapsible block per module (the first open) listing its items with
 * their kind and length. Native <details>, so it works with the keyboard and without JavaScript.
 */
export function CourseOutline({ modules, totals }: Pick<CourseDetail, 'modules' | 'totals'>) {
  const t = useTranslations('course');
  if (modules.length === 0) return <p className="text-muted-foreground">{t('outlineSoon')}</p>;
  const moduleSize = (module: CourseDetail['modules'][number]) =>
    `${t('moduleLessons', { count: module.items.length })} · ${formatMinutes(module.durationMinutes, t)}`;
  return (
    // One column that never grows past the page: an item's title is cut short (truncate), and its
    // whole length would otherwise be the grid's smallest width.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <p className="text-sm text-muted-foreground">
        {t('outlineTotals', { modules: totals.modules, items: totals.items, time: formatMinutes(totals.minutes, t) })}
      </p>
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {modules.map((module, index) => (
          <li key={module.id}>
            <details open={index === 0} className="group rounded-xl border border-border bg-card shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 hover:bg-muted [&::-webkit-details-marker]:hidden">
                <span className="min-w-0">
                  <span className="block text-xs font-medium text-muted-foreground">{t('module', { number: index + 1 })}</span>
                  <span className="block font-semibold break-words">{module.title}</span>
                  {/* On a phone the module's size goes under its title, so a long title keeps the width. */}
                  <span className="mt-0.5 block text-sm text-muted-foreground sm:hidden">{moduleSize(module)}</span>
                </span>
                <span className="flex shrink-0 items-center gap-3 text-sm text-muted-foreground">
                  <span className="hidden sm:inline">{moduleSize(module)}</span>
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                </span>
              </summary>
              <ul className="border-t border-border px-4 py-2">
                {module.items.map((item) => {
                  const Icon = KIND[item.kind];
                  const label = t(`kinds.${item.kind}`);
                  return (
                    <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                      <span className="flex min-w-0 items-center gap-2">
                        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                        <span className="sr-only">{label}: </span>
                        <span className="truncate">{item.title}</span>
                      </span>
                      <span className="shrink-0 text-muted-foreground">
                        {item.kind === 'article'
                          ? t('minRead', { minutes: item.durationMinutes })
                          : formatMinutes(item.durationMinutes, t)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
