'use client';

import { indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import type { FixmeLanguage } from '@lp/contract/fixme';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

const theme = EditorView.theme({
  '&': { fontSize: '14px', backgroundColor: 'var(--color-card, #fff)' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', padding: '12px 0' },
  '.cm-gutters': { backgroundColor: 'transparent', borderRight: '1px solid #e5e7eb', color: '#6b7280' },
  '&.cm-focused': { outline: '2px solid #6366f1', outlineOffset: '-2px' },
  '.cm-scroller': { minHeight: '18rem', maxHeight: '32rem' },
});

/**
 * CodeMirror 6 for one solution (JavaScript or Python). Imported only by the problem page
 * (through next/dynamic), so the editor's code loads there and nowhere else. Tab indents;
 * Escape then Tab moves the focus on (CodeMirror's own rule), which the page says next to it.
 */
export function CodeEditor({
  value,
  language,
  onChange,
  label,
  resetKey,
}: {
  value: string;
  language: FixmeLanguage;
  onChange: (code: string) => void;
  label: string;
  /** Changing it replaces the editor's text with `value` (reset to the original code). */
  resetKey: number;
}) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is rebuilt only on a reset or a language change; typing updates it itself
  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          keymap.of([indentWithTab]),
          language === 'python' ? python() : javascript(),
          theme,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.destroy();
  }, [language, resetKey]);
  return <div ref={host} data-testid="code-editor" className="overflow-hidden rounded-xl border border-border bg-card" />;
}
