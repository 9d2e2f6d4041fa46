'use client';

import NextLink from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * Every link in the app: next/link that prefetches its page on intent (the pointer rests on it,
 * a finger touches it, it gets keyboard focus) instead of when it scrolls into view. Next's
 * viewport prefetching decoded a few pages' payloads on the main thread right after every page
 * loaded, for links a visitor mostly never follows (ADR 0021). `prefetch` given explicitly is
 * passed on as is: `false` never prefetches, `true` or `'auto'` prefetch in view.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intended, setIntended] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch !== undefined ? prefetch : intended ? null : false}
      onMouseEnter={(event) => {
        setIntended(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntended(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntended(true);
        onFocus?.(event);
      }}
    />
  );
}
