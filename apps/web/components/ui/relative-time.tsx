import { relativeTime } from '@lp/contract/format';

/**
 * "5 minutes ago" for an ISO time, in a `<time>` element. The server renders it a moment before the
 * browser hydrates it, so the text may differ across a minute's edge ("just now" then "1 minute
 * ago"): that one text is allowed to differ without a hydration error.
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className} suppressHydrationWarning>
      {relativeTime(value)}
    </time>
  );
}
