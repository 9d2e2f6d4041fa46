import { useCallback, useEffect, useState } from 'react';

/**
 * `load` called at most once at a time and remembered once it succeeds; after a failure (offline,
 * say) the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A component (or other code) that a screen loads only when it is wanted: `start()` on the first
 * touch, or when it comes near the viewport. Until then `loaded` is null; `failed` says the last
 * try failed, and `start()` tries again.
 */
export function useOnDemand<T>(load: () => Promise<T>): { loaded: T | null; failed: boolean; start: () => void } {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  const start = useCallback(() => {
    setFailed(false);
    load().then(
      (value) => setLoaded({ value }),
      () => setFailed(true),
    );
  }, [load]);
  return { loaded: loaded ? loaded.value : null, failed, start };
}

/** Calls `onNear` once when `element` comes within `margin` of the viewport (at once without IntersectionObserver). */
export function useWhenNear(element: { current: Element | null }, onNear: () => void, margin = '600px 0px'): void {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, onNear, margin]);
}

/** Loads once `wanted` turns true (say, once the session says someone is signed in); null until then. */
export function useLoadedWhen<T>(
  wanted: boolean,
  load: () => Promise<T>,
): { loaded: T | null; failed: boolean; retry: () => void } {
  const { loaded, failed, start } = useOnDemand(load);
  useEffect(() => {
    if (wanted) start();
  }, [wanted, start]);
  return { loaded: wanted ? loaded : null, failed, retry: start };
}
