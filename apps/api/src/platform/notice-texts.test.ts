import { MESSAGES_HI } from '@lp/contract/messages-hi';
import { describe, expect, it } from 'vitest';
import { MAILS, mailIn, NOTICES, type NoticeKind, type NoticeParams, noticeOf, renderNotice } from './notice-texts.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

/** One set of parameters per kind: a new kind without a sample fails the typecheck here too. */
const SAMPLES: { [K in NoticeKind]: NoticeParams<K> } = {
  'answer.posted': { name: 'Ravi Kumar', question: 'How do I read a CSV file with pandas?' },
  'answer.accepted': { question: 'How do I read a CSV file with pandas?' },
  'question.voted': { question: 'How do I read a CSV file with pandas?' },
  'answer.voted': { question: 'How do I read a CSV file with pandas?' },
  'post.liked': { name: 'Ravi Kumar', excerpt: 'Finished my first Django project!' },
  'post.commented': { name: 'Ravi Kumar', excerpt: 'Congratulations!' },
  'post.reply': { name: 'Ravi Kumar', excerpt: 'Well done' },
  'moderation.hidden': { object: 'post', reason: 'Spam links to a betting site' },
  'moderation.restored': { object: 'answer' },
  'application.status': { status: 'interview', job: 'React Developer', company: 'Infosys', message: null },
  'enquiry.new': { about: 'Data Science Bootcamp' },
  'enquiry.status': { institute: 'Lakeview Academy', status: 'contacted' },
  'premium.activated': { plan: 'Pro Yearly', until: '2027-11-29T06:30:00.000Z', amountPaise: 499_900, invoice: 'LP-2026-000042' },
  'premium.renewed': { plan: 'Pro Monthly', until: '2026-12-29T06:30:00.000Z', amountPaise: 49_900, invoice: 'LP-2026-000043' },
  'premium.renewal-failed': {
    amountPaise: 49_900,
    reason: 'The card was declined by the bank.',
    attempts: 1,
    retryAt: '2026-11-30T06:30:00.000Z',
    endsAt: '2026-12-01T06:30:00.000Z',
  },
  'premium.cancelled': { until: '2026-12-29T06:30:00.000Z' },
  'premium.expired': { plan: 'Pro Monthly', endedOn: '2026-11-29T06:30:00.000Z' },
};

describe('the platform’s notices in English and Hindi', () => {
  it.each(Object.keys(NOTICES) as NoticeKind[])('%s is worded in Hindi, not a copy of the English', (kind) => {
    const message = noticeOf(kind, SAMPLES[kind] as never);
    const en = renderNotice(message, 'en');
    const hi = renderNotice(message, 'hi');
    expect(en?.title).toBeTruthy();
    expect(hi?.title).toMatch(DEVANAGARI);
    expect(hi?.title).not.toBe(en?.title);
    expect(en?.title).not.toMatch(DEVANAGARI);
  });

  it('keeps what people wrote as written inside the Hindi sentence', () => {
    const hidden = renderNotice(noticeOf('moderation.hidden', SAMPLES['moderation.hidden']), 'hi');
    expect(hidden).toEqual({
      title: 'आपकी पोस्ट moderators ने छिपा दी',
      body: 'moderators ने छिपाया: Spam links to a betting site',
    });
    const withMessage = renderNotice(
      noticeOf('application.status', {
        status: 'offered',
        job: 'Data Analyst',
        company: 'Zoho',
        message: 'Welcome to the team!',
      }),
      'hi',
    );
    expect(withMessage).toEqual({ title: 'Zoho आपको Data Analyst का ऑफ़र दे रहा है', body: 'Welcome to the team!' });
    // No message from the employer: the kind default, in the reader's language.
    const rejected = renderNotice(
      noticeOf('application.status', { status: 'rejected', job: 'Data Analyst', company: 'Zoho', message: null }),
      'hi',
    );
    expect(rejected?.body).toBe(MESSAGES_HI.applicationRejectedDefault);
  });

  it('writes prices and dates in the reader’s language, Indian time', () => {
    const message = noticeOf('premium.activated', SAMPLES['premium.activated']);
    expect(renderNotice(message, 'en')?.body).toBe(
      'Your Pro Yearly plan is active until 29 Nov 2027. We received ₹4,999 (invoice LP-2026-000042). Every premium course, quiz, interview and fix-me problem is open to you now.',
    );
    const hi = renderNotice(message, 'hi')?.body ?? '';
    expect(hi).toContain('₹4,999');
    expect(hi).toContain('LP-2026-000042');
    expect(hi).toMatch(/29 नव॰? 2027/);
  });

  it('gives null for a message this release does not know, so the stored text is shown', () => {
    expect(renderNotice(null, 'hi')).toBeNull();
    expect(renderNotice({ kind: 'course.completed', params: {} }, 'hi')).toBeNull();
    expect(renderNotice({ kind: 'answer.posted', params: null }, 'hi')).toBeNull();
  });
});

describe('the platform’s mails in English and Hindi', () => {
  const params = {
    signupCode: { code: '123456', minutes: 10 },
    resetCode: { code: '654321', minutes: 10 },
    accountExists: { email: 'a@example.in', signIn: 'https://x/login', reset: 'https://x/forgot-password' },
    notification: { title: 'आपका जवाब स्वीकार कर लिया गया', body: 'Question?', url: 'https://x/questions/1' },
    enquiryDigest: { count: 2, lines: '- A (1 Dec, 10:00 am)\n- B (1 Dec, 11:00 am)', inbox: 'https://x/staff/enquiries' },
  } satisfies { [K in keyof typeof MAILS]: Parameters<(typeof MAILS)[K]['en']>[0] };

  it.each(Object.keys(MAILS) as (keyof typeof MAILS)[])('%s has a Hindi text', (kind) => {
    const hi = mailIn(kind, 'hi', params[kind] as never);
    expect(`${hi.subject}\n${hi.text}`).toMatch(DEVANAGARI);
  });

  it('keeps the code in the subject, where the journeys and mail apps look for it', () => {
    expect(mailIn('signupCode', 'hi', params.signupCode).subject).toBe('123456 आपका Learnly साइन-अप कोड है');
    expect(mailIn('signupCode', 'en', params.signupCode).subject).toBe('123456 is your Learnly sign-up code');
    expect(mailIn('resetCode', 'hi', params.resetCode).subject).toBe('654321 आपका Learnly पासवर्ड रीसेट कोड है');
  });
});
