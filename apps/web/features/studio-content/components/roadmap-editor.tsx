'use client';

import { type Picked, STEP_LINK_KINDS, type StepLinkKind, type StudioRoadmap } from '@lp/contract/studio-content';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoveButtons } from '@/components/ui/move-buttons';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/api-error';
import { moved } from '@/lib/list-order';
import { usePicker, useSaveSteps, useStudioRoadmap } from '../api/roadmaps';
import { useErrorText } from '../use-error-text';

type Step = { key: string; id?: number; title: string; description: string; link: Picked | null };

let keys = 0;
const newKey = () => `new-${++keys}`;

/** The roadmap's step editor: titles and descriptions, each step's link chosen from the picker, the order. */
export function RoadmapEditor({ id }: { id: number }) {
  const roadmap = useStudioRoadmap(id);
  const t = useTranslations('studioContent');
  const messageOf = useErrorText();
  if (roadmap.isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (roadmap.isError) return <Alert tone="error">{messageOf(roadmap.error)}</Alert>;
  return <Editor key={JSON.stringify(roadmap.data.steps.map((s) => s.id))} roadmap={roadmap.data} />;
}

function Editor({ roadmap }: { roadmap: StudioRoadmap }) {
  const save = useSaveSteps(roadmap.id);
  const t = useTranslations('studioContent');
  const messageOf = useErrorText();
  const [steps, setSteps] = useState<Step[]>(
    roadmap.steps.map((s) => ({ key: `step-${s.id}`, id: s.id, title: s.title, description: s.description, link: s.link })),
  );
  const [status, setStatus] = useState('');
  const fields = (save.error as ApiError | null)?.fields ?? {};
  const missingLink = steps.some((s) => s.link === null);

  const edit = (i: number, change: Partial<Step>) => setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
  function move(from: number, to: number) {
    if (to < 0 || to >= steps.length) return;
    setSteps((all) => moved(all, from, to));
    setStatus(t('roadmaps.stepMoved', { position: to + 1 }));
  }
  function submit() {
    save.mutate({
      steps: steps.flatMap((s) =>
        s.link
          ? [
              {
                ...(s.id ? { id: s.id } : {}),
                title: s.title,
                description: s.description,
                link: { kind: s.link.kind, id: s.link.id },
              },
            ]
          : [],
      ),
    });
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={submit} disabled={save.isPending || missingLink}>
          {t('roadmaps.saveSteps')}
        </Button>
        {missingLink ? <span className="text-sm text-muted-foreground">{t('roadmaps.needsLink')}</span> : null}
      </div>
      {save.error ? <Alert tone="error">{messageOf(save.error)}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">{t('roadmaps.saved')}</Alert> : null}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      <ol className="grid gap-4">
        {steps.map((step, i) => (
          <li key={step.key} className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-base font-semibold">{t('roadmaps.step', { number: i + 1 })}</h2>
              <div className="flex gap-1">
                <MoveButtons label={t('roadmaps.moveLabel', { number: i + 1 })} index={i} count={steps.length} onMove={move} />
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('roadmaps.removeStep', { number: i + 1 })}
                  disabled={steps.length <= 1}
                  onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
            <TextField
              label={t('title')}
              value={step.title}
              onChange={(e) => edit(i, { title: e.target.value })}
              error={fields[`steps.${i}.title`]}
            />
            <TextField
              label={t('roadmaps.description')}
              value={step.description}
              onChange={(e) => edit(i, { description: e.target.value })}
            />
            <LinkPicker value={step.link} onPick={(link) => edit(i, { link })} error={fields[`steps.${i}.link`]} />
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="outline"
          onClick={() => setSteps((all) => [...all, { key: newKey(), title: '', description: '', link: null }])}
          disabled={steps.length >= 60}
        >
          <Plus aria-hidden="true" />
          {t('roadmaps.addStep')}
        </Button>
      </div>
    </div>
  );
}

/** Choose what a step opens: a kind, then one of the matches for what is typed. Never free text. */
function LinkPicker({ value, onPick, error }: { value: Picked | null; onPick: (link: Picked) => void; error?: string }) {
  const id = useId();
  const t = useTranslations('studioContent.roadmaps');
  const [open, setOpen] = useState(value === null);
  const [kind, setKind] = useState<StepLinkKind>(value?.kind ?? 'course');
  const [q, setQ] = useState('');
  const results = usePicker(kind, q, open);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{t('opens')}</p>
      {value ? (
        <p className="text-sm">
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
            {t(`kinds.${value.kind}`)}
          </span>{' '}
          {value.title} <span className="text-muted-foreground">· {value.subtitle}</span>
        </p>
      ) : (
        <p className="text-sm text-red-800">{t('nothingChosen')}</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {open ? (
        <div className="grid gap-2 rounded-lg border border-border p-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-kind`}>{t('kind')}</Label>
              <select
                id={`${id}-kind`}
                value={kind}
                onChange={(e) => setKind(e.target.value as StepLinkKind)}
                className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
              >
                {STEP_LINK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kinds.${k}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid flex-1 gap-1">
              <Label htmlFor={`${id}-q`}>{t('searchByTitle')}</Label>
              <Input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
            </div>
          </div>
          <ul className="grid max-h-64 gap-1 overflow-y-auto">
            {results.data?.results.map((r) => (
              <li key={`${r.kind}-${r.id}`}>
                <button
                  type="button"
                  className="min-h-11 w-full rounded-lg px-2 text-left text-sm hover:bg-muted"
                  onClick={() => {
                    onPick(r);
                    setOpen(false);
                  }}
                >
                  {r.title} <span className="text-muted-foreground">· {r.subtitle}</span>
                </button>
              </li>
            ))}
            {results.data && results.data.results.length === 0 ? (
              <li className="text-sm text-muted-foreground">{t('noMatch')}</li>
            ) : null}
          </ul>
        </div>
      ) : (
        <div>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t('changeLink')}
          </Button>
        </div>
      )}
    </div>
  );
}
