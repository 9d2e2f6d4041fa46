import type { SubmitResult } from '@lp/contract/fixme';
import { useCallback, useRef, useState } from 'react';
import { client, unwrap } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** Sends the fixed code to be judged on the visible and hidden tests. */
export function submitFix(problemId: number, code: string) {
  return unwrap(client.api.core.fixme[':id'].submit.$post({ param: { id: String(problemId) }, json: { code } }));
}

/**
 * `error`: the API's answer when the judging failed (in the page's language), or `noAnswer` when the
 * request got none; the workbench says so in its own words.
 */
type Judging = { pending: boolean; data?: SubmitResult; error?: string | typeof NO_ANSWER };

export const NO_ANSWER = 'noAnswer';

/**
 * The judging of the latest submission: under way, its verdict or its error. Plain state rather
 * than a TanStack mutation, so that a problem's page loads no query library (docs/decisions/0021);
 * the account's list of submissions refetches whenever it is opened, so nothing needs invalidating.
 */
export function useSubmitFix(problemId: number) {
  const [judging, setJudging] = useState<Judging>({ pending: false });
  const latest = useRef(0);
  const send = useCallback(
    async (code: string) => {
      const mine = ++latest.current;
      setJudging({ pending: true });
      try {
        const data = await submitFix(problemId, code);
        if (mine === latest.current) setJudging({ pending: false, data });
      } catch (error) {
        if (mine === latest.current) setJudging({ pending: false, error: error instanceof ApiError ? error.message : NO_ANSWER });
      }
    },
    [problemId],
  );
  /** Forgets the last verdict (and any judging under way): a new browser run replaces it. */
  const clear = useCallback(() => {
    latest.current += 1;
    setJudging({ pending: false });
  }, []);
  return { ...judging, send, clear };
}
