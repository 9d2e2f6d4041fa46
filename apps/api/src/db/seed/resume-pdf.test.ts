import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_LIMITS } from '@lp/contract/uploads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPdfFile } from '../../platform/pdf-worker.ts';
import { resumePdf } from './resume-pdf.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'lp-resume-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the seed’s résumés', () => {
  it('are one-page PDFs a viewer reads, with the person’s text, and pass the upload check', async () => {
    const bytes = resumePdf({
      name: 'Priya Venkatesh',
      headline: 'Frontend developer (React)',
      contact: 'priya@example.in | Chennai',
      summary: 'Three years of React – and “accessible” forms (WCAG).',
      skills: ['React', 'TypeScript'],
      experience: [
        { role: 'Frontend Developer', place: 'Kredito, Chennai', years: '2023 - present', points: ['Rebuilt the loan form.'] },
      ],
      education: [{ course: 'B.E. Computer Science', place: 'SSN College of Engineering', years: '2018 - 2022' }],
    });
    const file = path.join(dir, 'cv.pdf');
    await writeFile(file, bytes);
    expect(await checkPdfFile(file, PDF_LIMITS)).toEqual({ ok: true, pages: 1 });
    const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Priya Venkatesh');
    expect(text).toContain('Rebuilt the loan form.');
    expect(text).toContain('B.E. Computer Science');
  });
});
