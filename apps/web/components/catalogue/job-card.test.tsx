import type { JobCard as JobCardData } from '@lp/contract/catalogue';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JobCard } from './job-card';

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

const facts = (html: string) => [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));

describe('JobCard', () => {
  it('shows an on-site job’s city and work mode', () => {
    expect(facts(renderToStaticMarkup(<JobCard job={job} />))).toEqual(
      expect.arrayContaining(['Bengaluru', 'On-site', 'Full-time']),
    );
  });

  it('shows a remote job as "Remote", not the company’s city it is filed under', () => {
    const html = renderToStaticMarkup(<JobCard job={{ ...job, workMode: 'remote' }} />);
    expect(html).not.toContain('Bengaluru');
    expect(facts(html).filter((fact) => fact === 'Remote')).toHaveLength(1);
  });
});
