'use client';

import type { MyTags, Stream } from '@lp/contract/accounts';
import { MESSAGES } from '@lp/contract/messages';
import { Check } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { markPreferencesSaved } from '@/lib/preferences-flag';
import { isAuthPage, safeCallbackUrl } from '@/lib/safe-callback-url';
import { useAppSession } from '@/lib/session';
import { broadcastSessionChange } from '@/lib/session-sync';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { useCourseStreams } from '../api/get-course-streams';
import { useMyTags } from '../api/get-my-tags';
import { useTags } from '../api/get-tags';
import { useSaveMyTags } from '../api/save-my-tags';

/** The welcome form: choose a stream, then the tags within it; saving clears showPreferences. */
export function WelcomeForm({ callbackUrl }: { callbackUrl?: string }) {
  const streams = useCourseStreams();
  const myTags = useMyTags();
  const t = useTranslations('settings.welcome');
  const say = useContractMessage();

  if (streams.isPending || myTags.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label={t('loadingStreams')}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (streams.isError) {
    return (
      <Alert tone="error">
        {say(errorMessage(streams.error))}{' '}
        <button type="button" className="font-medium underline underline-offset-2" onClick={() => void streams.refetch()}>
          {t('tryAgain')}
        </button>
      </Alert>
    );
  }
  // Without the saved choice (e.g. a transient error) the form still works from scratch.
  return <WelcomeSteps streams={streams.data.results} saved={myTags.data ?? null} callbackUrl={callbackUrl} />;
}

function WelcomeSteps({ streams, saved, callbackUrl }: { streams: Stream[]; saved: MyTags | null; callbackUrl?: string }) {
  const router = useRouter();
  const { update } = useAppSession();
  const saveMyTags = useSaveMyTags();
  const t = useTranslations('settings.welcome');
  const say = useContractMessage();
  const initialStream = saved?.streamId != null && streams.some((s) => s.id === saved.streamId) ? saved.streamId : null;
  const [step, setStep] = useState<'stream' | 'tags'>('stream');
  const [streamId, setStreamId] = useState<number | null>(initialStream);
  const [selected, setSelected] = useState<number[]>(
    initialStream !== null ? (saved?.tags ?? []).filter((t) => t.streamId === initialStream).map((t) => t.id) : [],
  );
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const tags = useTags(step === 'tags' ? streamId : null);
  const stream = streams.find((s) => s.id === streamId) ?? null;
  const tagsHeading = useRef<HTMLLegendElement>(null);

  // "Next" sits below a long list of streams: the tag step starts above it, so bring it into view and focus it.
  useEffect(() => {
    if (step !== 'tags') return;
    tagsHeading.current?.scrollIntoView({ block: 'start' });
    tagsHeading.current?.focus({ preventScroll: true });
  }, [step]);

  function chooseStream(id: number) {
    if (id !== streamId) setSelected([]);
    setStreamId(id);
    setError(null);
  }

  function toggleTag(id: number) {
    setError(null);
    setSelected((current) => (current.includes(id) ? current.filter((t) => t !== id) : [...current, id]));
  }

  async function save() {
    if (streamId === null) return;
    const available = new Set((tags.data ?? []).map((t) => t.id));
    const chosen = selected.filter((id) => available.has(id));
    if (chosen.length === 0) {
      setError(say(MESSAGES.selectTag));
      return;
    }
    setError(null);
    try {
      await saveMyTags.mutateAsync({ stream: streamId, tags: chosen });
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : {};
      setError(say(fields.tags ?? fields.stream ?? errorMessage(caught)));
      return;
    }
    setRedirecting(true);
    markPreferencesSaved();
    try {
      await update({ showPreferences: false });
    } catch {
      // The next session poll picks the change up.
    }
    broadcastSessionChange();
    toast.success(t('saved'));
    const target = safeCallbackUrl(callbackUrl, '/');
    router.replace(isAuthPage(target) || target.startsWith('/welcome') ? '/' : target);
  }

  // Distinct keys: reusing the tags step's Back button as the stream step's submit button would
  // let the browser submit the new form with the same click.
  if (step === 'stream') {
    return (
      <Form
        key="stream-step"
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (streamId === null) {
            setError(t('chooseStream'));
            return;
          }
          setError(null);
          setStep('tags');
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-lg font-semibold">{t('streamLegend')}</legend>
          {streams.length === 0 ? <Alert tone="info">{t('noStreams')}</Alert> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {streams.map((item) => (
              <label key={item.id} className="group relative block cursor-pointer">
                <input
                  type="radio"
                  name="stream"
                  value={item.id}
                  checked={streamId === item.id}
                  onChange={() => chooseStream(item.id)}
                  className="peer sr-only"
                />
                <span className="flex h-full flex-col gap-1 rounded-xl border border-border bg-card p-4 pr-10 transition-colors group-hover:border-indigo-300 peer-checked:border-primary peer-checked:bg-primary-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
                  <span className="font-semibold">{item.name}</span>
                  {item.description ? <span className="text-sm text-muted-foreground">{item.description}</span> : null}
                </span>
                <span
                  aria-hidden="true"
                  className="absolute top-4 right-4 grid size-5 place-items-center rounded-full border border-input bg-background text-transparent peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground"
                >
                  <Check className="size-3.5" />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={streams.length === 0}>
            {t('next')}
          </Button>
        </div>
      </Form>
    );
  }

  const pending = saveMyTags.isPending || redirecting;
  const noTags = tags.isSuccess && tags.data.length === 0;

  return (
    <Form
      key="tags-step"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="grid gap-3" aria-describedby={error ? 'welcome-tags-error' : undefined}>
        <legend ref={tagsHeading} tabIndex={-1} className="mb-1 scroll-mt-24 text-lg font-semibold outline-none">
          {t('tagsLegend')}
        </legend>
        <p className="mb-2 text-sm text-muted-foreground">
          {t.rich('inStream', {
            stream: stream?.name ?? '',
            strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
          })}
        </p>
        {tags.isPending ? (
          <div className="flex flex-wrap gap-2" role="status" aria-label={t('loadingTags')}>
            {['w-20', 'w-28', 'w-16', 'w-24', 'w-32', 'w-20'].map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={index} className={cn('h-9 rounded-full', width)} />
            ))}
          </div>
        ) : tags.isError ? (
          <Alert tone="error">
            {say(errorMessage(tags.error))}{' '}
            <button type="button" className="font-medium underline underline-offset-2" onClick={() => void tags.refetch()}>
              {t('tryAgain')}
            </button>
          </Alert>
        ) : noTags ? (
          <Alert tone="info">{say(MESSAGES.noTagsForStream)}</Alert>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {tags.data.map((tag) => {
              const on = selected.includes(tag.id);
              return (
                <li key={tag.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggleTag(tag.id)}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                      on
                        ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
                        : 'border-input bg-background hover:border-indigo-300 hover:bg-primary-soft',
                    )}
                  >
                    {on ? <Check aria-hidden="true" className="size-4" /> : null}
                    {tag.name}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {error ? (
        <Alert tone="error" id="welcome-tags-error">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="outline"
          onClick={() => {
            setError(null);
            setStep('stream');
          }}
          disabled={pending}
        >
          {t('back')}
        </Button>
        <Button type="submit" disabled={pending || !tags.isSuccess || noTags} aria-busy={pending || undefined}>
          {pending ? <Spinner label={t('saving')} /> : null}
          {t('continue')}
        </Button>
      </div>
    </Form>
  );
}
