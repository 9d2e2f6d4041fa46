'use client';

import type { EnquiryCreated, EnquiryFields, enquiryFieldsSchema } from '@lp/contract/enquiries';
import type { ReviewModel } from '@lp/contract/reviews';
import { CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { withQueryProvider } from '@/components/query-provider';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { applyServerErrors } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useAppSession } from '@/lib/session';
import { useCreateEnquiry } from '../api/create-enquiry';
import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type EnquiryFieldName, EnquiryFieldset } from './enquiry-fields';

const validation = lazyResolver<EnquiryFields, unknown, z.output<typeof enquiryFieldsSchema>>(() =>
  import('../enquiry-resolver').then((module) => module.enquiryResolver),
);

export type EnquiryFormProps = {
  modelName: ReviewModel;
  modelId: number;
  subject: string;
  /** The contract's thanks once sent, in the page's language. */
  sentText: string;
  /**
   * Called once, as this form mounts, while the form's first HTML is still in the page: returns
   * what the visitor typed there and removes it.
   */
  takeOver?: () => TypedSoFar;
  /** The visitor pressed "Send enquiry" before this code loaded: check and send at once. */
  submitOnMount?: boolean;
};

/** What a visitor typed into the form's first HTML before this code loaded, and the field that had focus, with its caret. */
export type TypedSoFar = {
  values?: Partial<EnquiryFields>;
  focus?: { name: EnquiryFieldName; selectionStart: number | null; selectionEnd: number | null };
};

/**
 * The live enquiry form, loaded by `EnquiryFormShell` when a visitor first touches the form, with
 * its own TanStack Query provider (the page around it has none).
 */
export const EnquiryFormIsland = withQueryProvider(EnquiryForm);

/**
 * Enquiry to a course's or institute's team. Checks the mobile number and pin code with the
 * contract's rules before sending; a signed-in user's name and email are filled in.
 */
function EnquiryForm({ modelName, modelId, subject, sentText, takeOver, submitOnMount }: EnquiryFormProps) {
  const t = useTranslations('enquiries.form');
  const session = useAppSession();
  const createEnquiry = useCreateEnquiry();
  const [sent, setSent] = useState<EnquiryCreated | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_ENQUIRY,
  });

  const user = session.user;
  // Fill in what the account knows, without overwriting what the visitor already typed, and not in
  // the field they are in (their next keys would land before the filled-in text).
  useEffect(() => {
    if (!user) return;
    const known = { name: user.fullName, email: user.email } as const;
    for (const name of ['name', 'email'] as const) {
      const focused = document.activeElement === formRef.current?.elements.namedItem(name);
      if (!getValues(name) && !focused) setValue(name, known[name]);
    }
  }, [user, getValues, setValue]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  // Carry on from the form's first HTML, in the commit that mounts this form: the typed values, the
  // focused field and its caret; then a press of "Send enquiry" is not lost.
  const handOver = useRef({ takeOver, submitOnMount });
  useLayoutEffect(() => {
    const { values = {}, focus } = handOver.current.takeOver?.() ?? {};
    for (const name of ENQUIRY_FIELDS) {
      const value = values[name];
      if (value) setValue(name, value);
    }
    if (focus) {
      const element = formRef.current?.elements.namedItem(focus.name);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        element.focus();
        if (focus.selectionStart !== null && element.type !== 'email') {
          element.setSelectionRange(focus.selectionStart, focus.selectionEnd);
        }
      }
    }
  }, [setValue]);
  useEffect(() => {
    if (handOver.current.submitOnMount) formRef.current?.requestSubmit();
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await createEnquiry.mutateAsync({ ...values, model_name: modelName, model_id: modelId });
      setSent(result);
    } catch (error) {
      applyServerErrors(error, setError, ENQUIRY_FIELDS);
    }
  });

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="grid gap-3 rounded-2xl bg-success-soft p-5 outline-none">
        <p className="flex items-start gap-2 font-medium text-emerald-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {sentText}
        </p>
        {sent.authenticated ? (
          <p className="text-sm text-emerald-900">
            {t.rich('findIt', {
              link: (chunks) => (
                <Link href="/account/enquiries" className="font-medium underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          <p className="text-sm text-emerald-900">
            {t.rich('createAccount', {
              link: (chunks) => (
                <Link href="/register" className="font-medium underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        <div>
          <button
            type="button"
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
            onClick={() => {
              reset({ ...EMPTY_ENQUIRY, name: user?.fullName ?? '', email: user?.email ?? '' });
              setSent(null);
            }}
          >
            {t('sendAnother')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <Form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      aria-label={t('label', { subject })}
      className="grid gap-4"
    >
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <EnquiryFieldset
        subject={subject}
        field={register}
        submitting={isSubmitting}
        errors={{
          name: errors.name?.message,
          email: errors.email?.message,
          mobile: errors.mobile?.message,
          pin_code: errors.pin_code?.message,
          message: errors.message?.message,
        }}
      />
    </Form>
  );
}
