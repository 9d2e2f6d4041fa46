import { DELETED_USER_NAME } from '@lp/contract/constants';
import type { QuestionCard as QuestionCardData } from '@lp/contract/questions';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuestionCard } from './question-card';

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
    expect(renderToStaticMarkup(<QuestionCard question={question} />)).toContain('Asha Rao asked');
  });

  it('names an asker whose account is gone "Deleted user", with no link to a profile', () => {
    const html = renderToStaticMarkup(<QuestionCard question={{ ...question, author: null }} />);
    expect(html).toContain(`${DELETED_USER_NAME} asked`);
    expect(html).not.toContain('href="/users/');
  });
});
