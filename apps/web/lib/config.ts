/**
 * The only place the web app reads the environment. Server-side only: nothing here is
 * exposed to the browser (no NEXT_PUBLIC_ variables).
 */
export function internalApiUrl(): string {
  const explicit = process.env.INTERNAL_API_URL;
  const url = explicit && explicit.length > 0 ? explicit : `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return url.replace(/\/+$/, '');
}

/** The dev server's React refresh needs eval; production never gets it. */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** HSTS only makes sense when the product is served over HTTPS. */
export function servedOverHttps(): boolean {
  return (process.env.PUBLIC_URL ?? '').startsWith('https:');
}

/** Whether the pages open Razorpay's checkout window (PAYMENTS_GATEWAY=razorpay): the CSP then allows it. */
export function razorpayCheckout(): boolean {
  return process.env.PAYMENTS_GATEWAY === 'razorpay';
}

/**
 * Whether a production server runs the built-in test gateway because PAYMENTS_ALLOW_TEST_GATEWAY
 * says so (the API refuses to start with it otherwise, outside a demo): /premium then says that
 * its checkout takes no money.
 */
export function testPaymentsAllowed(): boolean {
  return process.env.PAYMENTS_GATEWAY !== 'razorpay' && process.env.PAYMENTS_ALLOW_TEST_GATEWAY === 'true';
}
