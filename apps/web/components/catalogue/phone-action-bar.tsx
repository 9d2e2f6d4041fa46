import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * On a phone, a course's or institute's main action must not sit below every review: this bar
 * stays at the bottom of the screen (hidden from `lg`, where the sidebar holds the action) with
 * the price and a link to the form. Plain HTML, no script. The page leaves room for it with
 * `PHONE_ACTION_BAR_SPACE`.
 */
export function PhoneActionBar({ label, href, children }: { label: string; href: string; children?: ReactNode }) {
  return (
    <div
      data-testid="phone-action-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
        <div className="min-w-0">{children}</div>
        <a href={href} className={buttonVariants({ size: 'lg', className: 'shrink-0' })}>
          {label}
        </a>
      </div>
    </div>
  );
}

/** Bottom padding on a page with a `PhoneActionBar`, so that the bar never covers its last lines. */
export const PHONE_ACTION_BAR_SPACE = 'pb-28 lg:pb-12';

/**
 * The price as the bar and the phone summary show it: free in green, included in Premium in amber.
 * `kind` (contract coursePrice) decides the colour; without it the English label does.
 */
export function PriceText({ price, kind, className }: { price: string; kind?: 'premium' | 'free' | 'fee'; className?: string }) {
  const tone = kind ?? (price === 'Free' ? 'free' : price === 'Included in Premium' ? 'premium' : 'fee');
  return (
    <p
      className={cn(
        'font-bold',
        tone === 'free' ? 'text-success' : tone === 'premium' ? 'text-amber-900' : 'text-foreground',
        className,
      )}
    >
      {price}
    </p>
  );
}
