'use client';

import type { ReviewModel } from '@lp/contract/reviews';
import { useTranslations } from 'next-intl';
import { type ComponentType, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Form } from '@/components/ui/form';
import { loadOnce, useOnDemand } from '@/lib/load-on-demand';
import { useAppSession } from '@/lib/session';
import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type EnquiryFieldName, EnquiryFieldset } from './enquiry-fields';
import type { EnquiryFormProps, TypedSoFar } from './enquiry-form';

type LiveForm = ComponentType<EnquiryFormProps>;

const loadLiveForm = loadOnce<LiveForm>(() => import('./enquiry-form').then((module) => module.EnquiryFormIsland));

/** What the visitor typed, and where the caret was, read from the form's first HTML. */
function readForm(form: HTMLFormElement | null): TypedSoFar {
  if (!form) return {};
  const data = new FormData(form);
  const values = Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, String(data.get(name) ?? '')]));
  const active = document.activeElement;
  const focus =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active)
      ? {
          name: active.name as EnquiryFieldName,
          selectionStart: active.selectionStart,
          selectionEnd: active.selectionEnd,
        }
      : undefined;
  return { values, focus };
}

/** Puts `known` into the form's empty fields, except the one with focus. */
function fillEmptyFields(form: HTMLFormElement | null, known: Partial<Record<EnquiryFieldName, string>>) {
  for (const [name, value] of Object.entries(known)) {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value === '' && field !== document.activeElement) field.value = value ?? '';
  }
}

/**
 * The enquiry form as plain HTML until a visitor touches it (focus, a tap, "Send enquiry"); then
 * the live form (`enquiry-form.tsx`: react-hook-form, the contract's checks, TanStack Query) loads
 * and takes its place with what was typed, the focus and a pending send. A course or institute
 * page thus loads none of those libraries for the visitors who only read it (docs/decisions/0021).
 *
 * The hand-over happens in the live form's layout effect, while the first HTML is still in the
 * page: nothing can be typed between reading it and moving focus to the live form, whereas a key
 * pressed between a render and its commit would be lost if it were read while rendering.
 */
export function EnquiryFormShell({
  modelName,
  modelId,
  subject,
  sentText,
}: {
  modelName: ReviewModel;
  modelId: number;
  subject: string;
  /** The contract's thanks once sent, in the page's language (EnquiryPanel). */
  sentText: string;
}) {
  const t = useTranslations('enquiries.form');
  const { user } = useAppSession();
  const { loaded: LiveForm, failed, start: load } = useOnDemand(loadLiveForm);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [takenOver, setTakenOver] = useState(false);
  // Once shown, the load's failure stays until the live form takes over: clearing it when a press
  // starts the next try would move "Send enquiry" up under the pointer, and the press would be lost.
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    if (failed) setLoadFailed(true);
  }, [failed]);
  const [pressing, setPressing] = useState(false);

  // A press that starts on the first HTML ends there: the live form takes over after the press's
  // click. Taking over in between would remove the button the press began on, and the browser
  // would send the click to the form's container instead.
  const press = useCallback(() => {
    load();
    setPressing(true);
    const done = new AbortController();
    const release = () => {
      done.abort();
      setTimeout(() => setPressing(false), 0);
    };
    document.addEventListener('click', release, { capture: true, signal: done.signal });
    document.addEventListener('pointercancel', release, { capture: true, signal: done.signal });
    // A press that ends off the page sends no click.
    document.addEventListener('pointerup', () => setTimeout(release, 1000), { capture: true, signal: done.signal });
  }, [load]);

  // A field focused before the page's script ran: load now, once, after hydration.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) load();
  }, []);

  const takeOver = useCallback(() => {
    const typed = readForm(formRef.current);
    setTakenOver(true);
    return typed;
  }, []);

  // What the account knows goes into the empty fields the visitor is not in. Not through
  // `defaultValue`: the session can arrive just after a tap into an empty field, and the name would
  // then appear behind the caret of what they go on typing ("Ravi" + "Kavya Menon").
  useLayoutEffect(() => {
    if (!user) return;
    fillEmptyFields(formRef.current, { name: user.fullName, email: user.email });
  }, [user]);

  // The first HTML keeps its place (the second child) while the live form mounts before it.
  return (
    <>
      {LiveForm && !pressing ? (
        <LiveForm
          modelName={modelName}
          modelId={modelId}
          subject={subject}
          sentText={sentText}
          takeOver={takeOver}
          submitOnMount={sending}
        />
      ) : null}
      {takenOver ? null : (
        <Form
          ref={formRef}
          noValidate
          aria-label={t('label', { subject })}
          className="grid gap-4"
          onFocus={load}
          onPointerDown={press}
          onSubmit={(event) => {
            event.preventDefault();
            setSending(true);
            load();
          }}
        >
          {loadFailed ? <Alert tone="error">{t('codeFailed')}</Alert> : null}
          <EnquiryFieldset
            subject={subject}
            submitting={sending && !failed}
            field={(name) => ({ name, defaultValue: EMPTY_ENQUIRY[name] })}
          />
        </Form>
      )}
    </>
  );
}
