// `npm run lint` (and alone: node scripts/check-messages.mjs): the interface's texts live in the
// message files (issue 35, ADR 0046). Fails when (a) apps/web/messages/en.json and hi.json do not
// have exactly the same keys, or a value is empty; (b) a converted file has user-facing English
// written in the JSX: a text node, or a string in an aria-label, placeholder, title, alt, label,
// hint or description prop (or such a string as a child expression), with a Latin letter in it.
// The brand "Learnly", numbers and punctuation are allowed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MESSAGES_DIR = path.join(root, 'apps/web/messages');

/**
 * The files and folders whose texts are all in the message files. This list grows as screens are
 * converted: convert a directory (useTranslations / getTranslations, keys in en.json and hi.json),
 * then add it here so that the check keeps it that way.
 */
export const CONVERTED = [
  // The site's frame: header, menus, search box, bell, footer, the error and not-found pages.
  'apps/web/app/layout.tsx',
  'apps/web/app/error.tsx',
  'apps/web/app/not-found.tsx',
  'apps/web/components/layout/site-header.tsx',
  'apps/web/components/layout/site-footer.tsx',
  'apps/web/components/layout/mobile-menu.tsx',
  'apps/web/components/layout/section-nav.tsx',
  'apps/web/components/layout/account-menu.tsx',
  'apps/web/components/layout/signed-in-menu.tsx',
  'apps/web/components/layout/logo.tsx',
  'apps/web/components/layout/language-switcher.tsx',
  'apps/web/components/layout/lazy-language-switcher.tsx',
  'apps/web/components/intl-client.tsx',
  'apps/web/components/ui/breadcrumbs.tsx',
  'apps/web/features/search/components/search-form.tsx',
  'apps/web/features/notifications/components/notification-bell.tsx',
  'apps/web/features/notifications/components/live-bell.tsx',
  // Home
  'apps/web/app/page.tsx',
  // Sign-in, sign-up, forgot and reset password
  'apps/web/app/login',
  'apps/web/app/register',
  'apps/web/app/forgot-password',
  'apps/web/app/set-password',
  'apps/web/features/auth/components/auth-card.tsx',
  'apps/web/features/auth/components/login-form.tsx',
  'apps/web/features/auth/components/register-form.tsx',
  'apps/web/features/auth/components/forgot-password-form.tsx',
  'apps/web/features/auth/components/set-password-form.tsx',
  'apps/web/features/auth/components/submit-button.tsx',
  // The course catalogue and a course's page
  'apps/web/app/courses/(list)',
  'apps/web/app/courses/[slug]/page.tsx',
  'apps/web/features/courses/components/course-filters.tsx',
  'apps/web/features/courses/components/course-results.tsx',
  'apps/web/features/courses/components/course-detail-view.tsx',
  'apps/web/features/courses/components/course-outline.tsx',
  'apps/web/components/catalogue/course-card.tsx',
  'apps/web/components/catalogue/facet-filters.tsx',
  'apps/web/components/catalogue/active-filters.tsx',
  'apps/web/components/catalogue/listing-state.tsx',
  'apps/web/components/catalogue/pagination.tsx',
  'apps/web/components/catalogue/rating-stars.tsx',
  // Jobs: the list, a job's page with its apply panel, the account's applications
  'apps/web/app/jobs',
  'apps/web/features/jobs',
  'apps/web/components/catalogue/job-card.tsx',
  'apps/web/components/account/account-list.tsx',
  // The account area: its frame, menu, every section's heading and introduction, the notifications page
  'apps/web/app/account',
  'apps/web/components/layout/account-nav.tsx',
  'apps/web/components/layout/side-nav.tsx',
  'apps/web/components/ui/relative-time.tsx',
  'apps/web/components/ui/tab-links.tsx',
  'apps/web/features/notifications/components/notifications-list.tsx',
  'apps/web/features/account',
  // Community questions: the list, a question with its answers, asking and editing, the account's list
  'apps/web/app/questions',
  'apps/web/features/questions',
  'apps/web/components/community/report-button.tsx',
  // Roadmaps: the list and a roadmap's path
  'apps/web/app/roadmaps',
  'apps/web/features/roadmaps',
  'apps/web/components/catalogue/roadmap-card.tsx',
  'apps/web/components/catalogue/stream-chips.tsx',
  // Learning: the player with its outline, items, notes and completion, the course page's enrol, review and
  // enquiry panels, quizzes, slides, certificates, saving for offline, the account's courses, reviews and enquiries
  'apps/web/features/learning',
  'apps/web/app/courses/[slug]/learn',
  'apps/web/app/courses/featured',
  'apps/web/app/courses/tags',
  'apps/web/app/quizzes',
  'apps/web/app/slides',
  'apps/web/app/certificates',
  'apps/web/features/offline',
  'apps/web/app/offline',
  'apps/web/components/offline-support.tsx',
  'apps/web/components/coming-soon.tsx',
  'apps/web/features/reviews',
  'apps/web/features/enquiries',
  'apps/web/components/catalogue/slide-deck-card.tsx',
  'apps/web/components/catalogue/quiz-card.tsx',
  // The course studio: courses with their outline and items, quizzes, slide decks and collections, roadmaps
  'apps/web/app/staff/studio',
  'apps/web/features/studio',
  'apps/web/features/studio-content',
  'apps/web/components/ui/move-buttons.tsx',
  // The staff console (all but the course studio): its frame and menu, the review queue, a case, users, the dashboard,
  // the audit log, the lead inbox's headings, and hiring (jobs, the job form, applicants)
  'apps/web/app/staff/layout.tsx',
  'apps/web/app/staff/page.tsx',
  'apps/web/app/staff/audit',
  'apps/web/app/staff/cases',
  'apps/web/app/staff/dashboard',
  'apps/web/app/staff/enquiries',
  'apps/web/app/staff/jobs',
  'apps/web/app/staff/queue',
  'apps/web/app/staff/users',
  'apps/web/features/staff',
  'apps/web/features/hiring',
  // Community and practice: the feed, fix me, mock interviews, institutes, search, public profiles,
  // welcome, pop-ups, banners, resources, the global error page and shared bits (LoadFailed, Avatar, LoadMoreButton)
  'apps/web/app/feed',
  'apps/web/features/feed',
  'apps/web/app/fixme',
  'apps/web/features/fixme',
  'apps/web/app/interviews',
  'apps/web/features/interviews',
  'apps/web/app/institutes',
  'apps/web/features/institutes',
  'apps/web/components/catalogue/institute-card.tsx',
  'apps/web/app/search',
  'apps/web/features/search',
  'apps/web/app/users',
  'apps/web/app/welcome',
  'apps/web/components/popups',
  'apps/web/features/banners',
  'apps/web/app/resources',
  'apps/web/app/global-error.tsx',
  'apps/web/components/ui/load-failed.tsx',
  'apps/web/components/ui/avatar.tsx',
  'apps/web/components/catalogue/load-more.tsx',
  'apps/web/components/layout/prose-page.tsx',
  'apps/web/features/auth/components/change-password-form.tsx',
  // Premium: plans, checkout, subscriptions, receipts; settings, the welcome form, the legal pages;
  // what the account's sections show from other features (courses, streak, downloads, change password)
  'apps/web/app/premium',
  'apps/web/app/payments',
  'apps/web/features/subscriptions',
  'apps/web/features/settings',
  'apps/web/features/preferences',
  'apps/web/app/privacy',
  'apps/web/app/terms',
  'apps/web/features/learning/components/my-courses-list.tsx',
  'apps/web/features/learning/components/streak-widget.tsx',
  'apps/web/features/offline/components/downloads-list.tsx',
];

/** Props whose string values people read (or hear, through a screen reader). */
const TEXT_PROPS = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'hint', 'description']);

/** Brand names that stay as they are in every language. */
const ALLOWED_WORDS = /\bLearnly\b/g;

function hasLatinText(text) {
  return /[A-Za-z]/.test(text.replace(ALLOWED_WORDS, ''));
}

/** The string pieces an expression shows as it is: literals, both sides of a condition, template text. */
function shownStrings(node, out = []) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node);
  else if (ts.isTemplateExpression(node)) {
    out.push(node.head);
    for (const span of node.templateSpans) out.push(span.literal);
  } else if (ts.isParenthesizedExpression(node)) shownStrings(node.expression, out);
  else if (ts.isConditionalExpression(node)) {
    shownStrings(node.whenTrue, out);
    shownStrings(node.whenFalse, out);
  } else if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.PlusToken) {
      shownStrings(node.left, out);
      shownStrings(node.right, out);
    } else if (op === ts.SyntaxKind.AmpersandAmpersandToken) shownStrings(node.right, out);
  }
  return out;
}

/** Hard-coded English in a TSX source: `{ line, text }` for each (empty: it passes). */
export function hardCodedText(source, fileName = 'file.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, text) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      if (hasLatinText(node.text)) report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      // A child expression: `{'Sign in'}` or `{open ? 'Close' : 'Open'}`.
      for (const piece of shownStrings(node.expression)) if (hasLatinText(piece.text)) report(piece, piece.text);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      const pieces = ts.isStringLiteral(init)
        ? [init]
        : ts.isJsxExpression(init) && init.expression
          ? shownStrings(init.expression)
          : [];
      for (const piece of pieces) if (hasLatinText(piece.text)) report(piece, `${node.name.getText(file)}="${piece.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function keyPaths(value, prefix = '', out = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) keyPaths(inner, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

/** Differences between two message files: keys in one only, and empty or non-text values. */
export function messageProblems(messagesByLocale) {
  const problems = [];
  const entries = Object.entries(messagesByLocale).map(([locale, messages]) => [locale, keyPaths(messages)]);
  const all = new Set(entries.flatMap(([, keys]) => [...keys.keys()]));
  for (const [locale, keys] of entries) {
    for (const key of all) if (!keys.has(key)) problems.push(`${locale}.json: missing ${key}`);
    for (const [key, value] of keys) {
      if (typeof value !== 'string') problems.push(`${locale}.json: ${key} is not a text`);
      else if (value.trim() === '') problems.push(`${locale}.json: ${key} is empty`);
    }
  }
  return problems;
}

function tsxFiles(target) {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

export function checkMessages({ base = root, messagesDir = MESSAGES_DIR, converted = CONVERTED } = {}) {
  const problems = messageProblems(
    Object.fromEntries(
      ['en', 'hi'].map((locale) => [locale, JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8'))]),
    ),
  );
  for (const entry of converted) {
    for (const file of tsxFiles(path.join(base, entry))) {
      for (const { line, text } of hardCodedText(readFileSync(file, 'utf8'), file)) {
        problems.push(`${path.relative(base, file)}:${line}: hard-coded text "${text}"`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // A fixture directory instead of the web app (the check's own test): its messages/ and everything under converted/.
  const fixture = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const problems = fixture
    ? checkMessages({ base: fixture, messagesDir: path.join(fixture, 'messages'), converted: ['converted'] })
    : checkMessages();
  if (problems.length > 0) {
    console.error('Interface texts outside the message files, or the message files out of step (ADR 0046):');
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      'Put each text in apps/web/messages/en.json and hi.json under the same key and use it with useTranslations/getTranslations.',
    );
    process.exit(1);
  }
  console.log(
    `Messages: en and hi in step; ${fixture ? 'the fixture' : `${CONVERTED.length} converted entries`} free of hard-coded text.`,
  );
}
