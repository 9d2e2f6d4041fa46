import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The contract package ships TypeScript source (exports "./*": "./src/*.ts").
  transpilePackages: ['@lp/contract'],
  poweredByHeader: false,
  // The server compresses what Next answers, with brotli (apps/server/src/web-requests.ts).
  compress: false,
  // A page's stylesheet is in its HTML, not a request that holds back the first paint (ADR 0038).
  experimental: { inlineCss: true },
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` (npm test), against the API's declarations
  // (apps/api/.types, built by `tsc -b apps/api`); the production build does not check them again.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
