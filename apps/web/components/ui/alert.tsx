import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const tones = {
  info: 'border-indigo-200 bg-primary-soft text-indigo-900',
  error: 'border-red-200 bg-destructive-soft text-red-900',
  success: 'border-emerald-200 bg-success-soft text-emerald-900',
} as const;

/** A form-level notice. Errors are announced (role alert); other tones politely (role status). */
export function Alert({ className, tone = 'info', ...props }: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
