import { describe, expect, it } from 'vitest';
import { EXPERIENCE_MAX_YEARS, EXPERIENCE_STEPS } from './constants.ts';
import {
  formatExperienceRange,
  formatSalaryRange,
  jobsQuerySchema,
  RESUME_MAX_BYTES,
  RESUME_MAX_LABEL,
  resumeProblem,
  startsWithPdfMagic,
} from './jobs.ts';
import { MESSAGES } from './messages.ts';

const LAKH = 100_000 * 100;

describe('formatSalaryRange', () => {
  it('shows a yearly range in paise as lakhs per annum', () => {
    expect(formatSalaryRange(4 * LAKH, 6 * LAKH)).toBe('₹4–6 LPA');
    expect(formatSalaryRange(4.5 * LAKH, 6 * LAKH)).toBe('₹4.5–6 LPA');
    expect(formatSalaryRange(12 * LAKH, 18.25 * LAKH)).toBe('₹12–18.3 LPA');
    expect(formatSalaryRange(1.2 * LAKH, 2.4 * LAKH)).toBe('₹1.2–2.4 LPA');
  });
  it('collapses an equal range and handles one-sided and missing ranges', () => {
    expect(formatSalaryRange(5 * LAKH, 5 * LAKH)).toBe('₹5 LPA');
    expect(formatSalaryRange(4 * LAKH, null)).toBe('₹4+ LPA');
    expect(formatSalaryRange(null, 6 * LAKH)).toBe('Up to ₹6 LPA');
    expect(formatSalaryRange(null, null)).toBeNull();
    expect(formatSalaryRange(0, 0)).toBeNull();
    expect(formatSalaryRange(6 * LAKH, 4 * LAKH)).toBe('₹4–6 LPA');
  });
  it('says lakhs a year in Hindi, "up to" after the figure', () => {
    expect(formatSalaryRange(4 * LAKH, 6 * LAKH, 'hi')).toBe('₹4–6 लाख सालाना');
    expect(formatSalaryRange(5 * LAKH, 5 * LAKH, 'hi')).toBe('₹5 लाख सालाना');
    expect(formatSalaryRange(4.5 * LAKH, null, 'hi')).toBe('₹4.5+ लाख सालाना');
    expect(formatSalaryRange(null, 6 * LAKH, 'hi')).toBe('₹6 लाख सालाना तक');
    expect(formatSalaryRange(null, null, 'hi')).toBeNull();
  });
});

describe('formatExperienceRange', () => {
  it('shows years asked for', () => {
    expect(formatExperienceRange(0, 2)).toBe('0–2 yrs');
    expect(formatExperienceRange(3, 3)).toBe('3 yrs');
    expect(formatExperienceRange(1, 1)).toBe('1 yr');
    expect(formatExperienceRange(0, 0)).toBe('Fresher');
  });
  it('in Hindi, with साल for one year and many', () => {
    expect(formatExperienceRange(0, 2, 'hi')).toBe('0–2 साल');
    expect(formatExperienceRange(1, 1, 'hi')).toBe('1 साल');
    expect(formatExperienceRange(5, 3, 'hi')).toBe('3–5 साल');
    expect(formatExperienceRange(0, 0, 'hi')).toBe('फ्रेशर');
  });
});

describe('resumeProblem', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n');
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  it('accepts a PDF within the limit, judged from its bytes', () => {
    expect(startsWithPdfMagic(pdf)).toBe(true);
    expect(resumeProblem({ size: 1000, head: pdf })).toBeNull();
    expect(resumeProblem({ size: RESUME_MAX_BYTES, head: pdf })).toBeNull();
  });
  it('refuses a missing, empty, oversized or non-PDF file with a message naming the limit', () => {
    expect(resumeProblem(null)).toEqual({ status: 422, message: MESSAGES.resumeRequired });
    expect(resumeProblem({ size: 0, head: new Uint8Array() })).toEqual({ status: 422, message: MESSAGES.resumeEmpty });
    expect(resumeProblem({ size: RESUME_MAX_BYTES + 1, head: pdf })).toEqual({ status: 413, message: MESSAGES.resumeTooLarge });
    expect(resumeProblem({ size: 100, head: png })).toEqual({ status: 415, message: MESSAGES.resumeNotPdf });
    expect(resumeProblem({ size: 3, head: new TextEncoder().encode('%PD') })?.status).toBe(415);
    for (const message of [MESSAGES.resumeRequired, MESSAGES.resumeEmpty, MESSAGES.resumeTooLarge, MESSAGES.resumeNotPdf]) {
      expect(message).toContain(RESUME_MAX_LABEL);
    }
    expect(RESUME_MAX_LABEL).toBe(`${RESUME_MAX_BYTES / 1024 / 1024} MB`);
  });
});

describe('jobsQuerySchema', () => {
  it('splits comma lists and checks enums', () => {
    const parsed = jobsQuerySchema.parse({ city: 'pune, bengaluru,', type: 'internship,full-time', experience: '3' });
    expect(parsed.city).toEqual(['pune', 'bengaluru']);
    expect(parsed.type).toEqual(['internship', 'full-time']);
    expect(parsed.experience).toBe(3);
    expect(parsed.page).toBe(1);
    expect(jobsQuerySchema.parse({ city: '' }).city).toBeUndefined();
    expect(jobsQuerySchema.parse({ city: ['pune', 'delhi'] }).city).toEqual(['pune', 'delhi']);
    expect(jobsQuerySchema.safeParse({ type: 'gig' }).success).toBe(false);
    expect(jobsQuerySchema.safeParse({ work_mode: 'remote,moon' }).success).toBe(false);
    expect(jobsQuerySchema.safeParse({ experience: '-1' }).success).toBe(false);
    expect(jobsQuerySchema.parse({ city: 'Pune,PUNE' }).city).toEqual(['pune']);
    expect(jobsQuerySchema.parse({ experience: '' }).experience).toBeUndefined();
    expect(jobsQuerySchema.parse({ experience: '0' }).experience).toBe(0);
    expect(jobsQuerySchema.safeParse({ experience: '2.5' }).success).toBe(false);
    expect(jobsQuerySchema.safeParse({ experience: 'abc' }).success).toBe(false);
  });
});

describe('the experience filter steps', () => {
  it('go from fresher to the maximum without a jump of more than five years', () => {
    expect(EXPERIENCE_STEPS[0]).toBe(0);
    expect(EXPERIENCE_STEPS.at(-1)).toBe(EXPERIENCE_MAX_YEARS);
    const gaps = EXPERIENCE_STEPS.slice(1).map((years, i) => years - EXPERIENCE_STEPS[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(5);
    expect(gaps.every((gap) => gap > 0)).toBe(true);
  });
});
