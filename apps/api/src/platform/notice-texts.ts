import type { EnquiryStatus } from '@lp/contract/enquiries';
import { ENQUIRY_STATUS_LABELS } from '@lp/contract/enquiries';
import { formatDate, formatPrice } from '@lp/contract/format';
import type { HiringStatus } from '@lp/contract/hiring';
import { APPLICATION_STATUS_LABELS } from '@lp/contract/jobs';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { CaseObjectType } from '@lp/contract/staff';

/**
 * Every text the platform words for one reader, in each language (issue 35, ADR 0046): the
 * notifications' titles and bodies (NOTICES) and the mails (MAILS). Each template is a
 * `Record<Locale, …>`, so one without Hindi fails the typecheck. A notification stores its kind and
 * parameters and is worded when it is read, in the reader's language; what people wrote (a
 * question's title, a moderator's reason, an employer's message, a plan's or an institute's name)
 * is a parameter and stays as written inside either language's sentence.
 */

type Param = string | number | null;
type Params = Record<string, Param>;
export type NoticeText = { title: string; body: string };
export type MailText = { subject: string; text: string };

const inEachLanguage = <P extends Params, T>(texts: Record<Locale, (params: P) => T>) => texts;
const notice = <P extends Params>(texts: Record<Locale, (params: P) => NoticeText>) => inEachLanguage(texts);

/** Dates in notices are stored as ISO strings and written in the reader's language ("29 Nov 2026", "29 नव॰ 2026"). */
const day = (iso: string, locale: Locale) => formatDate(iso, locale);

const CASE_OBJECTS_HI: Record<CaseObjectType, { noun: string; feminine: boolean }> = {
  question: { noun: 'सवाल', feminine: false },
  answer: { noun: 'जवाब', feminine: false },
  post: { noun: 'पोस्ट', feminine: true },
  comment: { noun: 'टिप्पणी', feminine: true },
};

const APPLICATION_STATUS_LABELS_HI: Record<HiringStatus, string> = {
  applied: 'आवेदन किया',
  shortlisted: 'शॉर्टलिस्ट',
  interview: 'इंटरव्यू',
  offered: 'ऑफ़र मिला',
  hired: 'नौकरी मिली',
  rejected: 'चयन नहीं हुआ',
};

const APPLICATION_TITLES: Record<Locale, Record<HiringStatus, (job: string, company: string) => string>> = {
  en: {
    applied: (job, company) => `Your application for ${job} at ${company} was received`,
    shortlisted: (job, company) => `You are shortlisted for ${job} at ${company}`,
    interview: (job, company) => `${company} invites you to interview for ${job}`,
    offered: (job, company) => `${company} is making you an offer for ${job}`,
    hired: (job, company) => `You are hired: ${job} at ${company}`,
    rejected: (job, company) => `An update on your application for ${job} at ${company}`,
  },
  hi: {
    applied: (job, company) => `${company} में ${job} के लिए आपका आवेदन मिल गया है`,
    shortlisted: (job, company) => `${company} में ${job} के लिए आप शॉर्टलिस्ट हुए हैं`,
    interview: (job, company) => `${company} ने ${job} के इंटरव्यू के लिए आपको बुलाया है`,
    offered: (job, company) => `${company} आपको ${job} का ऑफ़र दे रहा है`,
    hired: (job, company) => `आपको नौकरी मिल गई: ${company} में ${job}`,
    rejected: (job, company) => `${company} में ${job} के आपके आवेदन पर अपडेट`,
  },
};

const ENQUIRY_STATUS_LABELS_HI: Record<EnquiryStatus, string> = {
  new: 'नई',
  contacted: 'संपर्क किया',
  enrolled: 'दाखिला हुआ',
  not_interested: 'रुचि नहीं',
  unreachable: 'संपर्क नहीं हो सका',
};

const ENQUIRY_STATUS_BODIES: Record<Locale, Record<EnquiryStatus, (institute: string) => string>> = {
  en: {
    new: (i) => `${i} reopened your enquiry.`,
    contacted: (i) => `${i} has contacted you about your enquiry.`,
    enrolled: (i) => `${i} marked your enquiry as enrolled. Welcome aboard!`,
    not_interested: (i) => `${i} closed your enquiry as not interested. You can send a new one any time.`,
    unreachable: (i) => `${i} could not reach you. Check your mobile number and email, or send a new enquiry.`,
  },
  hi: {
    new: (i) => `${i} ने आपकी पूछताछ फिर से खोली है।`,
    contacted: (i) => `${i} ने आपकी पूछताछ के बारे में आपसे संपर्क किया है।`,
    enrolled: (i) => `${i} ने आपकी पूछताछ पर दाखिला दर्ज किया है। आपका स्वागत है!`,
    not_interested: (i) => `${i} ने आपकी पूछताछ "रुचि नहीं" कहकर बंद कर दी। आप कभी भी नई पूछताछ भेज सकते हैं।`,
    unreachable: (i) => `${i} आपसे संपर्क नहीं कर सका। अपना मोबाइल नंबर और ईमेल जाँचें, या नई पूछताछ भेजें।`,
  },
};

/** Each kind of notification the platform sends, by the cause's name (its `key` starts with it). */
export const NOTICES = {
  'answer.posted': notice<{ name: string | null; question: string }>({
    en: (p) => ({ title: `${p.name ?? 'Someone'} answered your question`, body: p.question }),
    hi: (p) => ({ title: `${p.name ?? 'किसी'} ने आपके सवाल का जवाब दिया`, body: p.question }),
  }),
  'answer.accepted': notice<{ question: string }>({
    en: (p) => ({ title: 'Your answer was accepted', body: p.question }),
    hi: (p) => ({ title: 'आपका जवाब स्वीकार कर लिया गया', body: p.question }),
  }),
  'question.voted': notice<{ question: string }>({
    en: (p) => ({ title: 'Someone upvoted your question', body: p.question }),
    hi: (p) => ({ title: 'किसी ने आपके सवाल को upvote किया', body: p.question }),
  }),
  'answer.voted': notice<{ question: string }>({
    en: (p) => ({ title: 'Someone upvoted your answer', body: p.question }),
    hi: (p) => ({ title: 'किसी ने आपके जवाब को upvote किया', body: p.question }),
  }),
  'post.liked': notice<{ name: string; excerpt: string }>({
    en: (p) => ({ title: `${p.name} liked your post`, body: p.excerpt }),
    hi: (p) => ({ title: `${p.name} को आपकी पोस्ट पसंद आई`, body: p.excerpt }),
  }),
  'post.commented': notice<{ name: string; excerpt: string }>({
    en: (p) => ({ title: `${p.name} commented on your post`, body: p.excerpt }),
    hi: (p) => ({ title: `${p.name} ने आपकी पोस्ट पर टिप्पणी की`, body: p.excerpt }),
  }),
  'post.reply': notice<{ name: string; excerpt: string }>({
    en: (p) => ({ title: `${p.name} replied where you commented`, body: p.excerpt }),
    hi: (p) => ({ title: `${p.name} ने वहाँ जवाब दिया जहाँ आपने टिप्पणी की थी`, body: p.excerpt }),
  }),
  'moderation.hidden': notice<{ object: CaseObjectType; reason: string }>({
    en: (p) => ({
      title: `Your ${p.object} was hidden by moderators`,
      body: messageIn('en', 'hiddenByModerators').replace('{reason}', () => p.reason),
    }),
    hi: (p) => {
      const { noun, feminine } = CASE_OBJECTS_HI[p.object];
      return {
        title: `${feminine ? 'आपकी' : 'आपका'} ${noun} moderators ने ${feminine ? 'छिपा दी' : 'छिपा दिया'}`,
        body: messageIn('hi', 'hiddenByModerators').replace('{reason}', () => p.reason),
      };
    },
  }),
  'moderation.restored': notice<{ object: CaseObjectType }>({
    en: (p) => ({ title: `Your ${p.object} is visible again`, body: `Moderators restored your ${p.object}.` }),
    hi: (p) => {
      const { noun, feminine } = CASE_OBJECTS_HI[p.object];
      const your = feminine ? 'आपकी' : 'आपका';
      return {
        title: `${your} ${noun} फिर से ${feminine ? 'दिख रही है' : 'दिख रहा है'}`,
        body: `moderators ने ${your} ${noun} फिर से ${feminine ? 'दिखा दी' : 'दिखा दिया'}।`,
      };
    },
  }),
  /** `message`: the employer's own words, or null (then a kind default for "rejected", else the status). */
  'application.status': notice<{ status: HiringStatus; job: string; company: string; message: string | null }>({
    en: (p) => ({
      title: APPLICATION_TITLES.en[p.status](p.job, p.company),
      body:
        p.message ||
        (p.status === 'rejected'
          ? messageIn('en', 'applicationRejectedDefault')
          : `Status: ${APPLICATION_STATUS_LABELS[p.status]}.`),
    }),
    hi: (p) => ({
      title: APPLICATION_TITLES.hi[p.status](p.job, p.company),
      body:
        p.message ||
        (p.status === 'rejected'
          ? messageIn('hi', 'applicationRejectedDefault')
          : `स्थिति: ${APPLICATION_STATUS_LABELS_HI[p.status]}।`),
    }),
  }),
  'enquiry.new': notice<{ about: string }>({
    en: (p) => ({ title: `New enquiry: ${p.about}`, body: `Someone asked about ${p.about}. Open the lead inbox to answer it.` }),
    hi: (p) => ({
      title: `नई पूछताछ: ${p.about}`,
      body: `किसी ने ${p.about} के बारे में पूछा है। जवाब देने के लिए lead inbox खोलें।`,
    }),
  }),
  'enquiry.status': notice<{ institute: string | null; status: EnquiryStatus }>({
    en: (p) => {
      const name = p.institute ?? 'The institute';
      return { title: `${name}: ${ENQUIRY_STATUS_LABELS[p.status]}`, body: ENQUIRY_STATUS_BODIES.en[p.status](name) };
    },
    hi: (p) => {
      const name = p.institute ?? 'संस्थान';
      return { title: `${name}: ${ENQUIRY_STATUS_LABELS_HI[p.status]}`, body: ENQUIRY_STATUS_BODIES.hi[p.status](name) };
    },
  }),
  'premium.activated': notice<{ plan: string; until: string; amountPaise: number; invoice: string }>({
    en: (p) => ({
      title: 'Welcome to Learnly Premium',
      body: `Your ${p.plan} plan is active until ${day(p.until, 'en')}. We received ${formatPrice(p.amountPaise)} (invoice ${p.invoice}). Every premium course, quiz, interview and fix-me problem is open to you now.`,
    }),
    hi: (p) => ({
      title: 'Learnly Premium में आपका स्वागत है',
      body: `आपका ${p.plan} प्लान ${day(p.until, 'hi')} तक सक्रिय है। हमें ${formatPrice(p.amountPaise, 'hi')} मिले (इनवॉइस ${p.invoice})। हर प्रीमियम कोर्स, क्विज़, इंटरव्यू और fix-me सवाल अब आपके लिए खुला है।`,
    }),
  }),
  'premium.renewed': notice<{ plan: string; until: string; amountPaise: number; invoice: string }>({
    en: (p) => ({
      title: 'Your premium plan was renewed',
      body: `We charged ${formatPrice(p.amountPaise)} for your ${p.plan} plan (invoice ${p.invoice}). Premium now runs until ${day(p.until, 'en')}.`,
    }),
    hi: (p) => ({
      title: 'आपका प्रीमियम प्लान रिन्यू हो गया',
      body: `आपके ${p.plan} प्लान के लिए ${formatPrice(p.amountPaise, 'hi')} लिए गए (इनवॉइस ${p.invoice})। प्रीमियम अब ${day(p.until, 'hi')} तक चलेगा।`,
    }),
  }),
  /** `retryAt` null: no more tries (`attempts` failed). `reason` is the payment gateway's own text. */
  'premium.renewal-failed': notice<{
    amountPaise: number;
    reason: string;
    attempts: number;
    retryAt: string | null;
    endsAt: string;
  }>({
    en: (p) =>
      p.retryAt
        ? {
            title: 'We could not renew your premium plan',
            body: `The renewal charge of ${formatPrice(p.amountPaise)} did not go through (${p.reason}). We will try again on ${day(p.retryAt, 'en')}. Premium stays open until ${day(p.endsAt, 'en')}.`,
          }
        : {
            title: 'Your premium plan will not renew',
            body: `The renewal charge of ${formatPrice(p.amountPaise)} failed ${p.attempts} times (${p.reason}). Premium ends on ${day(p.endsAt, 'en')}; you can buy a plan again any time.`,
          },
    hi: (p) =>
      p.retryAt
        ? {
            title: 'हम आपका प्रीमियम प्लान रिन्यू नहीं कर सके',
            body: `${formatPrice(p.amountPaise, 'hi')} का रिन्यूअल चार्ज नहीं हो सका (${p.reason})। हम ${day(p.retryAt, 'hi')} को फिर कोशिश करेंगे। प्रीमियम ${day(p.endsAt, 'hi')} तक खुला रहेगा।`,
          }
        : {
            title: 'आपका प्रीमियम प्लान रिन्यू नहीं होगा',
            body: `${formatPrice(p.amountPaise, 'hi')} का रिन्यूअल चार्ज ${p.attempts} बार नहीं हो सका (${p.reason})। प्रीमियम ${day(p.endsAt, 'hi')} को खत्म होगा; आप कभी भी फिर से प्लान खरीद सकते हैं।`,
          },
  }),
  'premium.cancelled': notice<{ until: string }>({
    en: (p) => ({
      title: 'Your premium plan is cancelled',
      body: `Auto renew is off and you will not be charged again. Premium stays open until ${day(p.until, 'en')}.`,
    }),
    hi: (p) => ({
      title: 'आपका प्रीमियम प्लान रद्द हो गया',
      body: `ऑटो रिन्यू बंद है और आपसे दोबारा पैसे नहीं लिए जाएँगे। प्रीमियम ${day(p.until, 'hi')} तक खुला रहेगा।`,
    }),
  }),
  'premium.expired': notice<{ plan: string; endedOn: string }>({
    en: (p) => ({
      title: 'Your premium plan has ended',
      body: `Your ${p.plan} plan ended on ${day(p.endedOn, 'en')}. Your progress and certificates are kept; upgrade again to reopen premium courses, quizzes and interviews.`,
    }),
    hi: (p) => ({
      title: 'आपका प्रीमियम प्लान खत्म हो गया',
      body: `आपका ${p.plan} प्लान ${day(p.endedOn, 'hi')} को खत्म हो गया। आपकी प्रगति और सर्टिफ़िकेट बने रहेंगे; प्रीमियम कोर्स, क्विज़ और इंटरव्यू फिर से खोलने के लिए दोबारा अपग्रेड करें।`,
    }),
  }),
};

export type NoticeKind = keyof typeof NOTICES;
export type NoticeParams<K extends NoticeKind> = Parameters<(typeof NOTICES)[K]['en']>[0];
/** What a notification's title and body are made of, stored with it (`notifications.message`). */
export type NoticeMessage = { [K in NoticeKind]: { kind: K; params: NoticeParams<K> } }[NoticeKind];

/** A notice of `kind` with its parameters (typed by the kind). */
export const noticeOf = <K extends NoticeKind>(kind: K, params: NoticeParams<K>) => ({ kind, params }) as NoticeMessage;

/** A notice's title and body in `locale`. */
export function wordNotice(message: NoticeMessage, locale: Locale): NoticeText {
  return (NOTICES[message.kind][locale] as (params: Params) => NoticeText)(message.params as Params);
}

const isNoticeKind = (kind: unknown): kind is NoticeKind => typeof kind === 'string' && Object.hasOwn(NOTICES, kind);

/**
 * The notice's title and body in `locale`; null when the stored message is not one this release
 * knows (a kind a later release added, read during a rollback): the caller shows the stored text.
 */
export function renderNotice(message: { kind: string; params: unknown } | null, locale: Locale): NoticeText | null {
  if (!message || !isNoticeKind(message.kind) || typeof message.params !== 'object' || message.params === null) return null;
  try {
    return wordNotice(message as NoticeMessage, locale);
  } catch {
    return null;
  }
}

const mail = <P extends Params>(texts: Record<Locale, (params: P) => MailText>) => inEachLanguage(texts);

/** Every mail the platform sends, in each language. */
export const MAILS = {
  signupCode: mail<{ code: string; minutes: number }>({
    en: (p) => ({
      subject: `${p.code} is your Learnly sign-up code`,
      text: `Welcome to Learnly! Your sign-up code is ${p.code}.\n\nIt expires in ${p.minutes} minutes. If you did not ask for it, ignore this mail.`,
    }),
    hi: (p) => ({
      subject: `${p.code} आपका Learnly साइन-अप कोड है`,
      text: `Learnly में आपका स्वागत है! आपका साइन-अप कोड ${p.code} है।\n\nयह ${p.minutes} मिनट में खत्म हो जाएगा। अगर आपने यह कोड नहीं माँगा था, तो इस मेल को अनदेखा करें।`,
    }),
  }),
  resetCode: mail<{ code: string; minutes: number }>({
    en: (p) => ({
      subject: `${p.code} is your Learnly password reset code`,
      text: `We got a request to reset your Learnly password. Your code is ${p.code}.\n\nIt expires in ${p.minutes} minutes. If you did not ask for it, ignore this mail.`,
    }),
    hi: (p) => ({
      subject: `${p.code} आपका Learnly पासवर्ड रीसेट कोड है`,
      text: `हमें आपका Learnly पासवर्ड रीसेट करने का अनुरोध मिला है। आपका कोड ${p.code} है।\n\nयह ${p.minutes} मिनट में खत्म हो जाएगा। अगर आपने यह कोड नहीं माँगा था, तो इस मेल को अनदेखा करें।`,
    }),
  }),
  accountExists: mail<{ email: string; signIn: string; reset: string }>({
    en: (p) => ({
      subject: 'You already have a Learnly account',
      text:
        `Someone (we hope you) asked to create a Learnly account with ${p.email}, but this email already has one.\n\n` +
        `Sign in: ${p.signIn}\n` +
        `Forgot your password? Set a new one: ${p.reset}\n\n` +
        'If it was not you, ignore this mail; nothing has changed.',
    }),
    hi: (p) => ({
      subject: 'आपका Learnly खाता पहले से है',
      text:
        `किसी ने (उम्मीद है आपने) ${p.email} से Learnly खाता बनाने को कहा, लेकिन इस ईमेल का खाता पहले से है।\n\n` +
        `साइन इन करें: ${p.signIn}\n` +
        `पासवर्ड भूल गए? नया पासवर्ड बनाएँ: ${p.reset}\n\n` +
        'अगर यह आप नहीं थे, तो इस मेल को अनदेखा करें; कुछ नहीं बदला है।',
    }),
  }),
  /** A notification's copy by mail: its title as the subject, its body and the link. */
  notification: mail<{ title: string; body: string; url: string | null }>({
    en: (p) => ({ subject: p.title, text: p.url ? `${p.body}\n\n${p.url}` : p.body }),
    hi: (p) => ({ subject: p.title, text: p.url ? `${p.body}\n\n${p.url}` : p.body }),
  }),
  /** `lines`: one per enquiry, "<what it is about> (<when>)", already written in the language. */
  enquiryDigest: mail<{ count: number; lines: string; inbox: string }>({
    en: (p) => {
      const count = p.count === 1 ? '1 new enquiry' : `${p.count} new enquiries`;
      return {
        subject: `Your enquiries digest: ${count}`,
        text: `${count} since your last digest:\n\n${p.lines}\n\nOpen the lead inbox to answer them:\n${p.inbox}\n\nYou get this digest because of your notification preferences; change them in your account.`,
      };
    },
    hi: (p) => {
      const count = `${p.count} नई पूछताछ`;
      return {
        subject: `आपकी पूछताछ का सारांश: ${count}`,
        text: `पिछले सारांश के बाद ${count}:\n\n${p.lines}\n\nजवाब देने के लिए lead inbox खोलें:\n${p.inbox}\n\nयह सारांश आपको आपकी सूचना प्राथमिकताओं की वजह से मिल रहा है; इन्हें अपने खाते में बदलें।`,
      };
    },
  }),
};

export type MailKind = keyof typeof MAILS;

/** The mail of `kind` in `locale`. */
export function mailIn<K extends MailKind>(kind: K, locale: Locale, params: Parameters<(typeof MAILS)[K]['en']>[0]): MailText {
  return (MAILS[kind][locale] as (params: Params) => MailText)(params as Params);
}

/** What an enquiry in the digest is about when its course or institute is gone. */
export const DIGEST_UNKNOWN_TARGET: Record<Locale, string> = { en: 'your institute', hi: 'आपका संस्थान' };
