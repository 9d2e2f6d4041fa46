import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The contract package ships TypeScript source (exports "./*": "./src/*.ts").
  transpilePackages: ['@lp/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
