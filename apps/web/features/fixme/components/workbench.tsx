'use client';

import type { FixmeDetail, Submission, TestResult } from '@lp/contract/fixme';
import { FIXME_RESULT_LABELS } from '@lp/contract/fixme-labels';
import { clsx } from 'clsx';
import { CheckCircle2, CircleX, Loader2, Play, RotateCcw, Send, Trophy } from 'lucide-react';
import dynamic from 'next/dynamic';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { signInPath } from '@/lib/safe-callback-url';
import { useSubmitFix } from '../api/submit-fix';
import { type BrowserRun, runVisibleTests } from '../run-in-browser';

/** The editor's code (CodeMirror) loads with this page only, after the page itself. */
const CodeEditor = dynamic(() => import('./code-editor').then((m) => m.CodeEditor), {
  ssr: false,
  loading: () => (
    <div className="h-72 animate-pulse rounded-xl border border-border bg-muted" role="status" aria-label="Loading the editor" />
  ),
});

type RunState = { phase: 'idle' } | { phase: 'loading' | 'running' } | { phase: 'done'; run: BrowserRun };

/** One test with what the code gave. */
function TestRow({ test }: { test: TestResult }) {
  return (
    <li className="grid gap-1 rounded-lg border border-border bg-card p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        {test.passed ? (
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
        ) : (
          <CircleX aria-hidden="true" className="size-4 text-rose-600" />
        )}
        <span>{test.name}</span>
        <span className="sr-only">{test.passed ? 'passed' : 'failed'}</span>
      </p>
      <code className="block overflow-x-auto font-mono text-xs break-all text-foreground">{test.expression}</code>
      <p className="text-xs text-muted-foreground">
        Expected <code className="font-mono text-foreground">{test.expected}</code>
        {test.error ? (
          <>
            , raised <code className="font-mono break-all text-rose-700">{test.error}</code>
          </>
        ) : (
          <>
            , got{' '}
            {/* A value may be up to 64 KB (cut by the judge, with a note): it wraps and scrolls instead of widening the page. */}
            <code
              className={clsx(
                'inline-block max-h-32 max-w-full overflow-auto align-top font-mono break-all',
                test.passed ? 'text-emerald-700' : 'text-rose-700',
              )}
            >
              {test.actual}
            </code>
          </>
        )}
      </p>
    </li>
  );
}

function Output({ text }: { text: string }) {
  if (!text) return null;
  return (
    <details className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <summary className="cursor-pointer font-medium">What your code printed</summary>
      <pre className="mt-2 max-h-48 overflow-auto font-mono text-xs whitespace-pre-wrap">{text}</pre>
    </details>
  );
}

function SubmissionVerdict({ submission, pointsAwarded }: { submission: Submission; pointsAwarded: number }) {
  const passed = submission.result === 'passed';
  return (
    <div
      role="status"
      data-testid="submission-verdict"
      className={clsx(
        'grid gap-2 rounded-xl border p-4',
        passed ? 'border-emerald-200 bg-success-soft text-emerald-900' : 'border-rose-200 bg-destructive-soft text-red-900',
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        {passed ? <Trophy aria-hidden="true" className="size-5" /> : <CircleX aria-hidden="true" className="size-5" />}
        {FIXME_RESULT_LABELS[submission.result]}: {submission.passed} of {submission.total} tests passed
      </p>
      <p className="text-sm">
        Hidden checks: {submission.hidden.passed} of {submission.hidden.total} passed.
        {pointsAwarded > 0 ? ` You earned ${pointsAwarded} points.` : passed ? ' Solved before: no new points.' : ''}
      </p>
      {submission.message && <p className="text-sm break-words">{submission.message}</p>}
    </div>
  );
}

/**
 * The problem's editor: run the visible tests in the browser at once, submit to the judge
 * (visible and hidden tests on the server), and read the results. `upNext` (composed by the page:
 * SPEC §9's next item) is offered once the judge passes the fix.
 */
export function Workbench({ problem, signedIn, upNext }: { problem: FixmeDetail; signedIn: boolean; upNext?: ReactNode }) {
  const [code, setCode] = useState(problem.lastSubmission?.code ?? problem.faultyCode);
  const [resetKey, setResetKey] = useState(0);
  const [initial, setInitial] = useState(problem.lastSubmission?.code ?? problem.faultyCode);
  const [run, setRun] = useState<RunState>({ phase: 'idle' });
  const submit = useSubmitFix(problem.id);

  const onRun = async () => {
    // The judge's verdict was on the code as it was: this run's results replace it.
    submit.clear();
    setRun({ phase: problem.language === 'python' ? 'loading' : 'running' });
    const result = await runVisibleTests(problem.language, code, problem.visibleTests, (phase) => setRun({ phase }));
    setRun({ phase: 'done', run: result });
  };

  const reset = () => {
    setInitial(problem.faultyCode);
    setCode(problem.faultyCode);
    setResetKey((k) => k + 1);
    setRun({ phase: 'idle' });
  };

  const busy = run.phase === 'loading' || run.phase === 'running';
  const browserPassed = run.phase === 'done' && run.run.kind === 'done' ? run.run.tests.filter((t) => t.passed).length : 0;

  return (
    <div id="your-fix" className="grid scroll-mt-24 gap-6">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold" id="editor-heading">
            Your fix
          </h2>
          <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' })} onClick={reset}>
            <RotateCcw aria-hidden="true" /> Start again from the faulty code
          </button>
        </div>
        <CodeEditor
          value={initial}
          language={problem.language}
          onChange={setCode}
          label={`Code editor, ${problem.language === 'python' ? 'Python' : 'JavaScript'}`}
          resetKey={resetKey}
        />
        <p className="text-xs text-muted-foreground">Tab indents. Press Esc, then Tab, to leave the editor.</p>
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onRun} disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Play aria-hidden="true" />}
          {run.phase === 'loading' ? 'Loading Python…' : 'Run tests'}
        </button>
        {signedIn ? (
          <button type="button" className={buttonClassName()} onClick={() => void submit.send(code)} disabled={submit.pending}>
            {submit.pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            {submit.pending ? 'Judging…' : 'Submit'}
          </button>
        ) : (
          <Link href={signInPath(`/fixme/${problem.slug}`)} className={buttonClassName()}>
            Sign in to submit
          </Link>
        )}
      </div>

      <section aria-labelledby="browser-results" aria-live="polite" className="grid gap-3">
        <h2 id="browser-results" className="text-lg font-semibold">
          Test results
        </h2>
        {run.phase === 'idle' && (
          <p className="text-sm text-muted-foreground">
            Run the tests to check your fix here in your browser; submit it to be judged on the hidden checks too.
          </p>
        )}
        {run.phase === 'loading' && (
          <p className="text-sm text-muted-foreground">Loading Python in your browser (the first run only)…</p>
        )}
        {run.phase === 'running' && <p className="text-sm text-muted-foreground">Running…</p>}
        {run.phase === 'done' && run.run.kind === 'timeout' && (
          <Alert tone="error">Your code ran for too long and was stopped. Look for a loop that never ends.</Alert>
        )}
        {run.phase === 'done' && run.run.kind === 'done' && (
          <>
            <p className="text-sm font-medium" data-testid="browser-summary">
              {browserPassed} of {run.run.tests.length} visible tests passed
            </p>
            {run.run.setupError && <Alert tone="error">{run.run.setupError}</Alert>}
            <ul className="grid gap-2">
              {run.run.tests.map((test) => (
                <TestRow key={test.name} test={test} />
              ))}
            </ul>
            <Output text={run.run.output} />
          </>
        )}
      </section>

      {(submit.data || submit.error) && (
        <section aria-labelledby="judge-results" className="grid gap-3">
          <h2 id="judge-results" className="text-lg font-semibold">
            Judge
          </h2>
          {submit.error && <Alert tone="error">{submit.error}</Alert>}
          {submit.data && (
            <>
              <SubmissionVerdict submission={submit.data.submission} pointsAwarded={submit.data.pointsAwarded} />
              {submit.data.submission.result === 'passed' ? upNext : null}
              <ul className="grid gap-2">
                {submit.data.submission.visible.map((test) => (
                  <TestRow key={test.name} test={test} />
                ))}
              </ul>
              <Output text={submit.data.submission.output} />
            </>
          )}
        </section>
      )}
    </div>
  );
}

export { TestRow };
