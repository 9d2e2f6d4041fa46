'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { registerToastHost, toasterMounted } from '@/lib/toast';

/** Where toasts appear; sonner is loaded and mounted here on the first toast (lib/toast.ts). */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => registerToastHost((sonner) => setToaster(() => sonner.Toaster)), []);
  // This effect runs after the Toaster's own (a child's effects run first), so it is subscribed.
  useEffect(() => {
    if (Toaster) toasterMounted();
  }, [Toaster]);

  if (!Toaster) return null;
  // Below the sticky header (65 px; 109 px from lg, with its row of sections), never over its menu and search;
  // `expand` lists stacked toasts in full instead of letting the ones behind peek out.
  return <Toaster position="top-center" offset={{ top: 120 }} mobileOffset={{ top: 72 }} richColors closeButton expand />;
}
