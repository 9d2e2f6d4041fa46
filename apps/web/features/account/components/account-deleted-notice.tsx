'use client';

import { useEffect, useState } from 'react';

/**
 * After an account is deleted the browser lands on the home page with `?account=deleted`: this
 * says so (`message`, in the page's language) where the page starts, then takes the word out of
 * the address so that a reload does not repeat it.
 */
export function AccountDeletedNotice({ message }: { message: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('account') !== 'deleted') return;
    setShown(true);
    params.delete('account');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
  }, []);
  return (
    <div role="status" className={shown ? 'mx-auto max-w-7xl px-4 pt-4 sm:px-6' : 'sr-only'}>
      {shown ? (
        <p className="rounded-xl border border-emerald-200 bg-success-soft px-4 py-3 text-sm font-medium text-emerald-900">
          {message}
        </p>
      ) : null}
    </div>
  );
}
