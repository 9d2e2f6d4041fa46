import { ENQUIRY_MESSAGE_MAX_LENGTH } from '@lp/contract/constants';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';

export const ENQUIRY_FIELDS = ['name', 'email', 'mobile', 'pin_code', 'message'] as const;
export type EnquiryFieldName = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryFieldName, string>;
export const EMPTY_ENQUIRY: EnquiryValues = { name: '', email: '', mobile: '', pin_code: '', message: '' };

/** What a field gets: react-hook-form's `register(name)` once the form is live, `name` and `defaultValue` before. */
export type EnquiryFieldProps = {
  name: string;
  defaultValue?: string;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's RefCallBack takes any element
  ref?: (instance: any) => void;
};

const textareaClass =
  'flex min-h-24 w-full rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-zinc-400 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm';

/**
 * The enquiry form's fields and button. Both the form's first HTML (`EnquiryFormShell`, no form
 * library) and the live form (`EnquiryForm`, react-hook-form) render these, so that the swap
 * between them changes nothing a visitor sees.
 */
export function EnquiryFieldset({
  subject,
  field,
  errors = {},
  submitting = false,
}: {
  subject: string;
  field: (name: EnquiryFieldName) => EnquiryFieldProps;
  errors?: Partial<Record<EnquiryFieldName, string>>;
  submitting?: boolean;
}) {
  const t = useTranslations('enquiries.form');
  const messageId = useId();
  return (
    <>
      <TextField label={t('name')} autoComplete="name" error={errors.name} {...field('name')} />
      <TextField label={t('email')} type="email" autoComplete="email" error={errors.email} {...field('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          error={errors.mobile}
          {...field('mobile')}
        />
        <TextField
          label={t('pinCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="560001"
          error={errors.pin_code}
          {...field('pin_code')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={messageId}>{t('message')}</Label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={ENQUIRY_MESSAGE_MAX_LENGTH}
          placeholder={t('messagePlaceholder', { subject })}
          className={textareaClass}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...field('message')}
        />
        <FieldError id={`${messageId}-error`}>{errors.message}</FieldError>
      </div>
      <div>
        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting || undefined}
          className={`${buttonClassName()} w-full sm:w-auto`}
        >
          {submitting ? <Spinner label={t('sending')} /> : null}
          {t('send')}
        </button>
      </div>
    </>
  );
}
