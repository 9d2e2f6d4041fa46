import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/check-messages.mjs', import.meta.url));
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Runs the check on a fixture: its messages/en.json and hi.json, and the .tsx files under converted/. */
async function check(messages: { en: unknown; hi: unknown }, files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'check-messages-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'messages'));
  await mkdir(path.join(dir, 'converted'));
  await writeFile(path.join(dir, 'messages', 'en.json'), JSON.stringify(messages.en));
  await writeFile(path.join(dir, 'messages', 'hi.json'), JSON.stringify(messages.hi));
  for (const [name, source] of Object.entries(files)) await writeFile(path.join(dir, 'converted', name), source);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, dir]);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

const PARITY = { en: { nav: { signIn: 'Sign in' } }, hi: { nav: { signIn: 'साइन इन करें' } } };

const CONVERTED = `
import { useTranslations } from 'next-intl';
export function Header({ open }: { open: boolean }) {
  const t = useTranslations('nav');
  return (
    <nav aria-label={t('sections')}>
      <a href="/" title={t('home')}>Learnly</a>
      <button type="button" aria-label={open ? t('close') : t('open')}>{t('signIn')}</button>
      <span>· 2026 ₹1,00,000</span>
    </nav>
  );
}
`;

// Each case starts Node and loads the TypeScript compiler: seconds on a busy 2-core machine.
describe('scripts/check-messages.mjs', { timeout: 30_000 }, () => {
  it('passes a converted file and message files with the same keys', async () => {
    const result = await check(PARITY, { 'header.tsx': CONVERTED });
    expect(result.ok, result.output).toBe(true);
  });

  it('fails a file with hard-coded text: a text node, a placeholder, a label in a condition', async () => {
    const result = await check(PARITY, {
      'header.tsx': `export function Header({ open }: { open: boolean }) {
  return (
    <form>
      <input placeholder="Search courses" />
      <button type="button" aria-label={open ? 'Close menu' : 'Open menu'}>Sign in</button>
    </form>
  );
}
`,
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('header.tsx:4: hard-coded text "placeholder="Search courses""');
    expect(result.output).toContain('header.tsx:5: hard-coded text "aria-label="Close menu""');
    expect(result.output).toContain('header.tsx:5: hard-coded text "aria-label="Open menu""');
    expect(result.output).toContain('header.tsx:5: hard-coded text "Sign in"');
  });

  it('fails a key missing in one language, and an empty message', async () => {
    const result = await check(
      { en: { nav: { signIn: 'Sign in', register: 'Register' } }, hi: { nav: { signIn: ' ' } } },
      { 'header.tsx': CONVERTED },
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('hi.json: missing nav.register');
    expect(result.output).toContain('hi.json: nav.signIn is empty');
  });

  it('passes on the web app itself: en.json and hi.json in step, the converted screens free of hard-coded text', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [script]);
    expect(stdout).toContain('en and hi in step');
  });
});
