import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until React has attached this component's handlers, then true.
 * A button rendered by the server does nothing when pressed before that (the press is lost), so
 * such a button is disabled until then rather than silently ignoring the press.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
