'use client';

import type { FixmeDetail, Submission, TestResult } from '@lp/contract/fixme';
import { clsx } from 'clsx';
import { CheckCircle2, CircleX, Loader2, Play, RotateCcw, Send, Trophy } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { signInPath } from '@/lib/safe-callback-url';
import { NO_ANSWER, useSubmitFix } from '../api/submit-fix';
import { type BrowserRun, runVisibleTests } from '../run-in-browser';

/** The editor's code (CodeMirror) loads with this page only, after the page itself. */
const CodeEditor = dynamic(() => import('./code-editor').then((m) => m.CodeEditor), {
  ssr: false,
  loading: () => <EditorPlaceholder />,
});

function EditorPlaceholder() {
  const t = useTranslations('fixme.workbench');
  return (
    <div className="h-72 animate-pulse rounded-xl border border-border bg-muted" role="status" aria-label={t('loadingEditor')} />
  );
}

type RunState = { phase: 'idle' } | { phase: 'loading' | 'running' } | { phase: 'done'; run: BrowserRun };

/** One test with what the code gave. */
function TestRow({ test }: { test: TestResult }) {
  const t = useTranslations('fixme.workbench');
  return (
    <li className="grid gap-1 rounded-lg border border-border bg-card p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        {test.passed ? (
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
        ) : (
          <CircleX aria-hidden="true" className="size-4 text-rose-600" />
        )}
        <span>{test.name}</span>
        <span className="sr-only">{test.passed ? t('passed') : t('failed')}</span>
      </p>
      <code className="block overflow-x-auto font-mono text-xs break-all text-foreground">{test.expression}</code>
      <p className="text-xs text-muted-foreground">
        {t('expected')} <code className="font-mono text-foreground">{test.expected}</code>
        {test.error ? (
          <>
            {t('raised')} <code className="font-mono break-all text-rose-700">{test.error}</code>
          </>
        ) : (
          <>
            {t('got')}{' '}
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
  const t = useTranslations('fixme.workbench');
  if (!text) return null;
  return (
    <details className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <summary className="cursor-pointer font-medium">{t('printed')}</summary>
      <pre className="mt-2 max-h-48 overflow-auto font-mono text-xs whitespace-pre-wrap">{text}</pre>
    </details>
  );
}

function SubmissionVerdict({ submission, pointsAwarded }: { submission: Submission; pointsAwarded: number }) {
  const t = useTranslations('fixme');
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
        {t('workbench.verdict', {
          result: t(`results.${submission.result}`),
          passed: submission.passed,
          total: submission.total,
        })}
      </p>
      <p className="text-sm">
        {t('workbench.hiddenChecks', { passed: submission.hidden.passed, total: submission.hidden.total })}
        {pointsAwarded > 0
          ? ` ${t('workbench.earned', { points: pointsAwarded })}`
          : passed
            ? ` ${t('workbench.solvedBefore')}`
            : ''}
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
  const t = useTranslations('fixme.workbench');

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
            {t('yourFix')}
          </h2>
          <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' })} onClick={reset}>
            <RotateCcw aria-hidden="true" /> {t('startAgain')}
          </button>
        </div>
        <CodeEditor
          value={initial}
          language={problem.language}
          onChange={setCode}
          label={t('editorLabel', { language: problem.language === 'python' ? 'Python' : 'JavaScript' })}
          resetKey={resetKey}
        />
        <p className="text-xs text-muted-foreground">{t('tabHint')}</p>
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={onRun} disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Play aria-hidden="true" />}
          {run.phase === 'loading' ? t('loadingPython') : t('run')}
        </button>
        {signedIn ? (
          <button type="button" className={buttonClassName()} onClick={() => void submit.send(code)} disabled={submit.pending}>
            {submit.pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            {submit.pending ? t('judging') : t('submit')}
          </button>
        ) : (
          <Link href={signInPath(`/fixme/${problem.slug}`)} className={buttonClassName()}>
            {t('signInToSubmit')}
          </Link>
        )}
      </div>

      <section aria-labelledby="browser-results" aria-live="polite" className="grid gap-3">
        <h2 id="browser-results" className="text-lg font-semibold">
          {t('results')}
        </h2>
        {run.phase === 'idle' && <p className="text-sm text-muted-foreground">{t('idle')}</p>}
        {run.phase === 'loading' && <p className="text-sm text-muted-foreground">{t('loadingPythonLong')}</p>}
        {run.phase === 'running' && <p className="text-sm text-muted-foreground">{t('running')}</p>}
        {run.phase === 'done' && run.run.kind === 'timeout' && <Alert tone="error">{t('timeout')}</Alert>}
        {run.phase === 'done' && run.run.kind === 'done' && (
          <>
            <p className="text-sm font-medium" data-testid="browser-summary">
              {t('browserSummary', { passed: browserPassed, total: run.run.tests.length })}
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
            {t('judge')}
          </h2>
          {submit.error && <Alert tone="error">{submit.error === NO_ANSWER ? t('requestFailed') : submit.error}</Alert>}
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
