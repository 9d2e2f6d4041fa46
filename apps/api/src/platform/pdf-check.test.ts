import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_LIMITS } from '@lp/contract/uploads';
import { afterAll, describe, expect, it } from 'vitest';
import { makeBombPdf, makePdf, makePolyglots } from '../test/pdf-fixtures.ts';
import { inspectPdf, inspectPdfStructure } from './pdf-check.ts';
import { checkPdfFile } from './pdf-worker.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'lp-pdf-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function onDisk(bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return file;
}

describe('PDF check', () => {
  it('accepts a real PDF and counts its pages', async () => {
    expect(await inspectPdf(makePdf({ pages: 3 }), PDF_LIMITS)).toEqual({ ok: true, pages: 3 });
  });

  it('refuses more pages than the limit', async () => {
    const verdict = await inspectPdf(makePdf({ pages: PDF_LIMITS.maxPages + 1 }), PDF_LIMITS);
    expect(verdict).toMatchObject({ ok: false, reason: 'pages' });
  });

  it('refuses more objects than the limit', () => {
    const verdict = inspectPdfStructure(makePdf({ pages: 20 }), { ...PDF_LIMITS, maxObjects: 30 });
    expect(verdict).toMatchObject({ ok: false, reason: 'objects' });
  });

  it.each(Object.entries(makePolyglots()))('refuses %s', async (_label, bytes) => {
    const verdict = await inspectPdf(bytes, PDF_LIMITS);
    expect(verdict.ok).toBe(false);
  });

  it('refuses a file that only starts like a PDF', async () => {
    expect(await inspectPdf(new TextEncoder().encode('%PDF-1.4\nnot really\n%%EOF'), PDF_LIMITS)).toMatchObject({ ok: false });
  });

  it('refuses a ~1.9 MB compression bomb in a worker, inflating at most the budget', async () => {
    const bomb = await makeBombPdf(600);
    expect(bomb.byteLength).toBeGreaterThan(1_800_000);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const verdict = await checkPdfFile(await onDisk(bomb), PDF_LIMITS);
    expect(verdict).toMatchObject({ ok: false, reason: 'decompressed' });
  });

  it('accepts a real PDF through the worker', async () => {
    expect(await checkPdfFile(await onDisk(makePdf({ pages: 2 })), PDF_LIMITS)).toEqual({ ok: true, pages: 2 });
  });

  it('stops a check that runs past its deadline', async () => {
    // Work that surely outlasts 1 ms (inflating 40 MB, within the budget), so the deadline wins the race
    // even when a busy machine delays the timer; a 2-page file could finish first.
    const slow = await makeBombPdf(40, 200_000);
    const verdict = await checkPdfFile(await onDisk(slow), { ...PDF_LIMITS, timeoutMs: 1 });
    expect(verdict).toMatchObject({ ok: false, reason: 'unreadable', detail: 'timed out' });
  });
});
