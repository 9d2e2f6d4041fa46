import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let show: ((sonner: Sonner) => void) | undefined;
let loaded: Sonner | undefined;
let whenMounted: (() => void) | undefined;
let ready: Promise<Sonner['toast']> | undefined;

/**
 * Loads the toaster (sonner and its styles) the first time a toast is shown, not on every page
 * load: most visits never show one. Resolves once the host has mounted it, so the toast is not lost.
 */
function loadToaster(): Promise<Sonner['toast']> {
  ready ??= import('sonner').then(
    (sonner) =>
      new Promise<Sonner['toast']>((resolve) => {
        whenMounted = () => resolve(sonner.toast);
        loaded = sonner;
        show?.(sonner);
      }),
  );
  return ready;
}

/** The toast host (components/toast-host.tsx) registers how to mount the toaster; answers its unregister. */
export function registerToastHost(mount: (sonner: Sonner) => void): () => void {
  show = mount;
  if (loaded) mount(loaded);
  return () => {
    if (show === mount) show = undefined;
  };
}

/** Called by the host once the toaster is on the page (its subscription is in place). */
export function toasterMounted(): void {
  whenMounted?.();
}

/** sonner's `toast.success` and `toast.error`, loading the toaster on first use. */
export const toast = {
  success: (message: string, options?: ExternalToast) => {
    void loadToaster().then((sonnerToast) => sonnerToast.success(message, options));
  },
  error: (message: string, options?: ExternalToast) => {
    void loadToaster().then((sonnerToast) => sonnerToast.error(message, options));
  },
};
