'use client';

import { MESSAGES } from '@lp/contract/messages';
import { AccountList } from '@/components/account/account-list';
import { MY_QUESTIONS_PAGE_SIZE, type MyQuestionsType, useMyQuestions } from '../api/get-my-questions';
import { QuestionCard } from './question-card';

const EMPTY: Record<MyQuestionsType, string> = {
  asked: MESSAGES.noMyQuestions,
  answered: MESSAGES.noMyAnswers,
  tagged: MESSAGES.noQuestions,
};

export function MyQuestionsList({ type, page }: { type: MyQuestionsType; page: number }) {
  const list = useMyQuestions(type, page);
  return (
    <AccountList
      list={list}
      page={page}
      basePath="/account/questions"
      query={{ type: type === 'asked' ? undefined : type }}
      pageSize={MY_QUESTIONS_PAGE_SIZE}
      noun={{ one: 'question', many: 'questions' }}
      empty={{
        message: EMPTY[type],
        links: [
          { href: '/questions/ask', label: 'Ask a question' },
          { href: '/questions?view=unanswered', label: 'Answer someone' },
        ],
      }}
      renderItem={(question) => <QuestionCard question={question} headingLevel="h2" />}
    />
  );
}
