import { DELETED_USER_NAME } from '@lp/contract/constants';
import type { QuestionCard as QuestionCardData } from '@lp/contract/questions';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import hi from '../../../messages/hi.json';
import { QuestionCard } from './question-card';

function render(node: ReactNode, locale: 'en' | 'hi' = 'en'): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'hi' ? hi : en} timeZone="Asia/Kolkata">
      {node}
    </NextIntlClientProvider>,
  );
}

const question: QuestionCardData = {
  id: 12,
  title: 'How do I read a CSV file with pandas?',
  excerpt: 'The first line is a title, not the header.',
  score: 2,
  answerCount: 1,
  accepted: true,
  featured: false,
  tags: [{ id: 1, name: 'Python', slug: 'python' }],
  author: { id: 7, fullName: 'Asha Rao' },
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActivityAt: '2026-11-20T10:00:00.000Z',
};

describe('QuestionCard', () => {
  it('names the asker', () => {
    expect(render(<QuestionCard question={question} />)).toContain('Asha Rao asked');
  });

  it('names an asker whose account is gone "Deleted user", with no link to a profile', () => {
    const html = render(<QuestionCard question={{ ...question, author: null }} />);
    expect(html).toContain(`${DELETED_USER_NAME} asked`);
    expect(html).not.toContain('href="/users/');
  });

  it('reads in Hindi: who asked and when, the counts; the asker’s title and tags as written', () => {
    const html = render(<QuestionCard question={question} />, 'hi');
    expect(html).toContain('Asha Rao ने');
    expect(html).toMatch(/<time[^>]*>[^<]*पहले<\/time> पूछा/);
    expect(html).toContain('2 वोट · 1 जवाब ·');
    expect(html).toContain('title="वोट"');
    expect(html).toContain('How do I read a CSV file with pandas?');
    expect(html).not.toContain(' asked');
  });
});
