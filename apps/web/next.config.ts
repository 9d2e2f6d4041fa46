import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

const webDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The service worker (worker/service-worker.ts, ADR 0045) is bundled here into public/sw.js, so
 * that every way of building the web app (`next build`, the server's build on start, `next dev`)
 * makes it. Its revision changes with each build, so that the offline page it keeps is renewed.
 */
function bundleServiceWorker(development: boolean) {
  buildSync({
    entryPoints: [path.join(webDir, 'worker', 'service-worker.ts')],
    outfile: path.join(webDir, 'public', 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: !development,
    define: {
      BUILD_REVISION: JSON.stringify(randomUUID()),
      'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production'),
    },
    logLevel: 'warning',
  });
}

// Messages per language (messages/en.json, messages/hi.json) chosen per request, no locale in the paths (ADR 0046).
// Precompiled at build time: the pages then ship no ICU message parser (first-load budget, ADR 0021).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // The contract package ships TypeScript source (exports "./*": "./src/*.ts").
  transpilePackages: ['@lp/contract'],
  poweredByHeader: false,
  // The server compresses what Next answers, with brotli (apps/server/src/web-requests.ts).
  compress: false,
  // The stylesheet is a linked file, cached across pages, not `experimental.inlineCss` (ADR 0051):
  // inlined, its 89 KB were in every page's HTML three times (the <style>, and twice in the RSC payload).
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` (npm test), against the API's declarations
  // (apps/api/.types, built by `tsc -b apps/api`); the production build does not check them again.
  typescript: { ignoreBuildErrors: true },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    bundleServiceWorker(phase === PHASE_DEVELOPMENT_SERVER);
  }
  return withNextIntl(nextConfig);
}
