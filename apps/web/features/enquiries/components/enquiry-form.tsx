'use client';

import { ENQUIRY_MESSAGE_MAX_LENGTH } from '@lp/contract/constants';
import type { EnquiryCreated, EnquiryFields, enquiryFieldsSchema } from '@lp/contract/enquiries';
import { MESSAGES } from '@lp/contract/messages';
import type { ReviewModel } from '@lp/contract/reviews';
import { CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useAppSession } from '@/lib/session';
import { useCreateEnquiry } from '../api/create-enquiry';

const FIELDS = ['name', 'email', 'mobile', 'pin_code', 'message'] as const;

const textareaClass =
  'flex min-h-24 w-full rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-zinc-400 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm';

const validation = lazyResolver<EnquiryFields, unknown, z.output<typeof enquiryFieldsSchema>>(() =>
  import('../enquiry-resolver').then((module) => module.enquiryResolver),
);

const empty = { name: '', email: '', mobile: '', pin_code: '', message: '' };

/**
 * Enquiry to a course's or institute's team. Checks the mobile number and pin code with the
 * contract's rules before sending; a signed-in user's name and email are filled in.
 */
export function EnquiryForm({ modelName, modelId, subject }: { modelName: ReviewModel; modelId: number; subject: string }) {
  const session = useAppSession();
  const createEnquiry = useCreateEnquiry();
  const [sent, setSent] = useState<EnquiryCreated | null>(null);
  const messageId = useId();
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: validation.resolver, mode: 'onTouched', defaultValues: empty });

  const user = session.user;
  // Fill in what the account knows, without overwriting what the visitor already typed.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.fullName);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await createEnquiry.mutateAsync({ ...values, model_name: modelName, model_id: modelId });
      setSent(result);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="grid gap-3 rounded-2xl bg-success-soft p-5 outline-none">
        <p className="flex items-start gap-2 font-medium text-emerald-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {MESSAGES.enquirySent(subject)}
        </p>
        {sent.authenticated ? (
          <p className="text-sm text-emerald-900">
            You can find it under{' '}
            <Link href="/account/enquiries" className="font-medium underline underline-offset-4">
              your enquiries
            </Link>
            .
          </p>
        ) : (
          <p className="text-sm text-emerald-900">
            Keep track of your enquiries and get course recommendations:{' '}
            <Link href="/register" className="font-medium underline underline-offset-4">
              create a free account
            </Link>
            .
          </p>
        )}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              reset({ ...empty, name: user?.fullName ?? '', email: user?.email ?? '' });
              setSent(null);
            }}
          >
            Send another enquiry
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      aria-label={`Enquire about ${subject}`}
      className="grid gap-4"
    >
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          label="Pin code"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="560001"
          error={errors.pin_code?.message}
          {...register('pin_code')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={messageId}>Message</Label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
          placeholder={`What would you like to ask ${subject}?`}
          className={textareaClass}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        <FieldError id={`${messageId}-error`}>{errors.message?.message}</FieldError>
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner label="Sending" /> : null}
          Send enquiry
        </Button>
      </div>
    </form>
  );
}
