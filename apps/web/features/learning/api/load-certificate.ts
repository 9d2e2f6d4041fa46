import type { Certificate } from '@lp/contract/learning';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-error';
import { serverApi, serverData } from '@/lib/server-api';

/** Server components only: a certificate by its public code; unknown or malformed codes are the 404 page. */
export const loadCertificate = cache(async (code: string): Promise<Certificate> => {
  try {
    return await serverData(serverApi().api.core.certificates[':code'].$get({ param: { code: encodeURIComponent(code) } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
});
