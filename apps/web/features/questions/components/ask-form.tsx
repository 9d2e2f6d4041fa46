'use client';

import { MESSAGES } from '@lp/contract/messages';
import { QUESTION_TAGS_MAX } from '@lp/contract/questions';
import { CheckCircle2, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useDeferredValue, useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Link } from '@/components/ui/link';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { useAddQuestion, useEditQuestion } from '../api/add-question';
import { useSimilarQuestions } from '../api/get-similar-questions';
import { useTags } from '../api/get-tags';

/** The question an edit starts from (the asker's own). */
export type EditedQuestion = { id: number; title: string; body: string; tags: string[] };

/**
 * Title (with similar questions while typing), body in Markdown, and 1-5 tags. With `editing`, the
 * same form changes the asker's question and goes back to it.
 */
export function AskForm({ className, editing }: { className?: string; editing?: EditedQuestion }) {
  const router = useRouter();
  const t = useTranslations('questions');
  const say = useContractMessage();
  const id = useId();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [chosen, setChosen] = useState<string[]>(editing?.tags ?? []);
  const [tagFilter, setTagFilter] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const deferredTitle = useDeferredValue(title);
  const similar = useSimilarQuestions(deferredTitle);
  const tags = useTags();
  const added = useAddQuestion();
  const edited = useEditQuestion(editing?.id ?? 0);
  const add = editing ? edited : added;

  const names = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.slug, tag.name])), [tags.data]);
  const options = useMemo(() => {
    const seen = new Set<string>();
    const needle = tagFilter.trim().toLowerCase();
    return (tags.data ?? []).filter((tag) => {
      if (seen.has(tag.slug) || chosen.includes(tag.slug)) return false;
      seen.add(tag.slug);
      return !needle || tag.name.toLowerCase().includes(needle);
    });
  }, [tags.data, tagFilter, chosen]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFields({});
    if (chosen.length === 0) {
      setFields({ tags: say(MESSAGES.selectTags) });
      return;
    }
    try {
      const { question } = await add.mutateAsync({ title, body, tags: chosen });
      router.push(`/questions/${question.id}`);
      // The question's page is rendered on the server: show the edit there at once.
      if (editing) router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setFields(error.fields);
    }
  }

  // Similar questions help someone about to ask, not someone changing what they asked.
  const results = !editing && deferredTitle.trim().length >= 4 ? (similar.data?.results ?? []) : [];

  return (
    <Form onSubmit={onSubmit} className={cn('grid gap-6', className)} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t('titleLabel')}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t('titlePlaceholder')}
          maxLength={150}
          aria-invalid={fields.title ? true : undefined}
          aria-describedby={`${id}-title-error`}
          autoComplete="off"
        />
        <FieldError id={`${id}-title-error`}>{fields.title}</FieldError>
        {results.length > 0 && (
          <section aria-label={t('similar')} className="rounded-xl border border-border bg-muted/40 p-3">
            <p className="text-sm font-medium">{t('similarIntro')}</p>
            <ul className="mt-2 grid gap-1.5 text-sm">
              {results.map((q) => (
                <li key={q.id} className="flex items-start gap-2">
                  {q.accepted ? (
                    <CheckCircle2 aria-label={t('hasAccepted')} className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  ) : (
                    <span className="mt-0.5 w-4 shrink-0 text-center text-xs text-muted-foreground">{q.answerCount}</span>
                  )}
                  <Link href={`/questions/${q.id}`} target="_blank" className="text-primary hover:underline">
                    {q.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-body`}>{t('bodyLabel')}</Label>
        <Textarea
          id={`${id}-body`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={10}
          placeholder={t('bodyPlaceholder')}
          aria-invalid={fields.body ? true : undefined}
          aria-describedby={`${id}-body-error`}
        />
        <FieldError id={`${id}-body-error`}>{fields.body}</FieldError>
      </div>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('tagsLegend', { max: QUESTION_TAGS_MAX })}</legend>
        {chosen.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {chosen.map((slug) => (
              <li key={slug}>
                <button
                  type="button"
                  onClick={() => setChosen(chosen.filter((s) => s !== slug))}
                  className="inline-flex items-center gap-1 rounded-md bg-primary px-2 py-1 text-sm text-primary-foreground"
                  aria-label={t('removeTag', { name: names.get(slug) ?? slug })}
                >
                  {names.get(slug) ?? slug}
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {chosen.length < QUESTION_TAGS_MAX && (
          <>
            <Input
              value={tagFilter}
              onChange={(e) => setTagFilter(e.target.value)}
              placeholder={t('findTagPlaceholder')}
              aria-label={t('findTag')}
              aria-describedby={`${id}-tags-error`}
            />
            <ul className="flex max-h-40 flex-wrap gap-2 overflow-y-auto">
              {options.slice(0, 30).map((tag) => (
                <li key={tag.slug}>
                  <button
                    type="button"
                    onClick={() => {
                      setChosen([...chosen, tag.slug]);
                      setTagFilter('');
                    }}
                    className="rounded-md bg-secondary px-2 py-1 text-sm text-secondary-foreground hover:bg-secondary-hover"
                  >
                    {tag.name}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <FieldError id={`${id}-tags-error`}>{fields.tags}</FieldError>
      </fieldset>

      {add.isError && !(add.error instanceof ApiError && add.error.status === 422) && (
        <Alert tone="error">{say(errorMessage(add.error))}</Alert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={add.isPending}>
          {editing ? (add.isPending ? t('saving') : t('saveChanges')) : add.isPending ? t('posting') : t('postQuestion')}
        </Button>
      </div>
    </Form>
  );
}
