import { type NextRequest, NextResponse } from 'next/server';
import { isDevelopment, razorpayCheckout, servedOverHttps } from '@/lib/config';

/** The page CSP for one request; Next reads the nonce back from the request's header and puts it on its own scripts. */
export function contentSecurityPolicy(nonce: string, development: boolean, razorpay = false): string {
  // Razorpay's checkout: its script, the window it opens in a frame, and the calls that window makes.
  const checkout = razorpay ? ' https://checkout.razorpay.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${checkout}${development ? " 'unsafe-eval'" : ''}`,
    // React style attributes are inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${razorpay ? ' https://api.razorpay.com https://lumberjack.razorpay.com' : ''}`,
    ...(razorpay ? ['frame-src https://api.razorpay.com https://checkout.razorpay.com'] : []),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY =
  'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), bluetooth=(), serial=(), hid=()';

/** Security headers on every page (Next 16's proxy, formerly middleware); a fresh nonce per request. */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = contentSecurityPolicy(nonce, isDevelopment(), razorpayCheckout());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (servedOverHttps()) response.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api|_next/static|_next/image|favicon.ico|icon.svg|icons/|manifest.webmanifest|sw.js).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
