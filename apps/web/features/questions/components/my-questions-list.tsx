'use client';

import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { MY_QUESTIONS_PAGE_SIZE, type MyQuestionsType, useMyQuestions } from '../api/get-my-questions';
import { QuestionCard } from './question-card';

const EMPTY = { asked: 'noMyQuestions', answered: 'noMyAnswers', tagged: 'noQuestions' } as const satisfies Record<
  MyQuestionsType,
  string
>;

export function MyQuestionsList({ type, page }: { type: MyQuestionsType; page: number }) {
  const t = useTranslations('questions');
  const locale = useLocale() as Locale;
  const list = useMyQuestions(type, page);
  return (
    <AccountList
      list={list}
      page={page}
      basePath="/account/questions"
      query={{ type: type === 'asked' ? undefined : type }}
      pageSize={MY_QUESTIONS_PAGE_SIZE}
      noun={(count) => t('count', { count, shown: formatCount(count) })}
      empty={{
        message: messageIn(locale, EMPTY[type]),
        links: [
          { href: '/questions/ask', label: t('ask') },
          { href: '/questions?view=unanswered', label: t('answerSomeone') },
        ],
      }}
      renderItem={(question) => <QuestionCard question={question} headingLevel="h2" />}
    />
  );
}
