import type { JobCard as JobCardData } from '@lp/contract/catalogue';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';
import { JobCard } from './job-card';

function render(node: ReactNode, locale: 'en' | 'hi' = 'en'): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'hi' ? hi : en} timeZone="Asia/Kolkata">
      {node}
    </NextIntlClientProvider>,
  );
}

const job: JobCardData = {
  id: 4,
  slug: 'frontend-developer-4',
  title: 'Frontend Developer',
  summary: 'Build the learner app.',
  type: 'full-time',
  workMode: 'on-site',
  experienceMinYears: 1,
  experienceMaxYears: 3,
  salaryMinPaise: null,
  salaryMaxPaise: null,
  postedAt: '2026-11-20T10:00:00.000Z',
  company: { id: 2, name: 'Zyro Labs', slug: 'zyro-labs', imageUrl: null },
  city: { id: 1, name: 'Bengaluru', slug: 'bengaluru' },
  stream: { id: 1, name: 'Engineering', slug: 'engineering' },
};

/** A lakh of rupees in paise. */
const LAKH = 100_000 * 100;

const facts = (html: string) => [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));

describe('JobCard', () => {
  it('shows an on-site job’s city and work mode', () => {
    expect(facts(render(<JobCard job={job} />))).toEqual(expect.arrayContaining(['Bengaluru', 'On-site', 'Full-time']));
  });

  it('shows a remote job as "Remote", not the company’s city it is filed under', () => {
    const html = render(<JobCard job={{ ...job, workMode: 'remote' }} />);
    expect(html).not.toContain('Bengaluru');
    expect(facts(html).filter((fact) => fact === 'Remote')).toHaveLength(1);
  });

  it('reads in Hindi: type, work mode, experience and the missing salary, the employer’s title as written', () => {
    const html = render(<JobCard job={{ ...job, salaryMinPaise: 4 * LAKH, salaryMaxPaise: 6 * LAKH }} />, 'hi');
    expect(facts(html)).toEqual(expect.arrayContaining(['Bengaluru', 'ऑफ़िस से', 'फ़ुल-टाइम', 'अनुभव: 1–3 साल']));
    expect(html).toContain('₹4–6 लाख सालाना');
    expect(html).toContain('Frontend Developer');
    expect(html).toContain('aria-label="जॉब की जानकारी"');
    expect(render(<JobCard job={{ ...job, workMode: 'remote' }} />, 'hi')).toContain('सैलरी नहीं बताई गई');
  });
});
