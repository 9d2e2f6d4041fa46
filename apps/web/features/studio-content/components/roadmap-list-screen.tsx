'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useStudioRoadmaps } from '../api/roadmaps';

export function RoadmapListScreen() {
  const list = useStudioRoadmaps('', 1);
  const t = useTranslations('studioContent');
  if (list.isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  return (
    <ul className="grid gap-3">
      {list.data?.results.map((r) => (
        <li key={r.id} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
          <h2 className="text-base font-semibold">
            <Link href={`/staff/studio/roadmaps/${r.id}`} className="underline-offset-4 hover:text-primary hover:underline">
              {r.title}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{t('roadmaps.steps', { count: r.stepCount })}</p>
        </li>
      ))}
    </ul>
  );
}
