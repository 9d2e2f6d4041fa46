import type { SubmitResult } from '@lp/contract/fixme';
import { useCallback, useRef, useState } from 'react';
import { client, unwrap } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';

/** Sends the fixed code to be judged on the visible and hidden tests. */
export function submitFix(problemId: number, code: string) {
  return unwrap(client.api.core.fixme[':id'].submit.$post({ param: { id: String(problemId) }, json: { code } }));
}

/** `error`: what to tell the learner when the judging could not be asked for or answered an error. */
type Judging = { pending: boolean; data?: SubmitResult; error?: string };

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
        if (mine === latest.current) setJudging({ pending: false, error: errorMessage(error) });
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
