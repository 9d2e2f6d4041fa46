import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The field's validation message, shown under it and announced with the field. */
  error?: string;
  /** A hint shown under the field. */
  hint?: ReactNode;
  /** Something shown on the label's line, at its end (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
};

/** A labelled input with its hint and error wired up for assistive technology. */
export function TextField({ label, error, hint, labelAside, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
