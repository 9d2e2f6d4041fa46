import type { QuestionInput } from '@lp/contract/studio-content';
import { and, eq } from 'drizzle-orm';
// biome-ignore lint/style/noRestrictedImports: issue 31 asks for the demo content to be written through the studio's own services, not into tables
import { createQuizAuthoring } from '../../modules/quizzes/authoring.ts';
// biome-ignore lint/style/noRestrictedImports: issue 31 asks for the demo content to be written through the studio's own services, not into tables
import { createQuestionBank } from '../../modules/quizzes/question-bank.ts';
// biome-ignore lint/style/noRestrictedImports: issue 31 asks for the demo content to be written through the studio's own services, not into tables
import { createDeckAuthoring } from '../../modules/slides/deck-authoring.ts';
import type { StudioActor } from '../../shared/studio-owner.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { staffRoles } from '../schema/staff.ts';

const single = (prompt: string, options: string[], right: number, explanation: string): QuestionInput => ({
  prompt,
  kind: 'single',
  options: options.map((text, i) => ({ text, correct: i === right })),
  explanation,
});

/** A question used in both quizzes: the bank at work. */
const SHARED = single(
  'Which HTTP status code tells the client that the resource it asked for does not exist?',
  ['200', '301', '404', '500'],
  2,
  '404 Not Found: the server understood the request but has nothing at that address. 500 is an error on the server.',
);

const QUIZZES: {
  title: string;
  summary: string;
  passPercent: number;
  timeLimitMinutes: number | null;
  publish: boolean;
  questions: QuestionInput[];
}[] = [
  {
    title: 'Web basics: HTTP and the browser',
    summary: 'Ten minutes on what happens between typing an address and seeing the page.',
    passPercent: 60,
    timeLimitMinutes: 10,
    publish: true,
    questions: [
      SHARED,
      single(
        'Which part of https://learnly.in:443/courses?page=2 is the query string?',
        ['https', 'learnly.in', ':443', '?page=2'],
        3,
        'Everything after the ? is the query string; :443 is the port.',
      ),
      {
        prompt: 'Which of these HTTP methods are safe, meaning they should not change anything on the server?',
        kind: 'multiple',
        options: [
          { text: 'GET', correct: true },
          { text: 'POST', correct: false },
          { text: 'HEAD', correct: true },
          { text: 'DELETE', correct: false },
        ],
        explanation: 'GET and HEAD only read. POST creates and DELETE removes.',
      },
    ],
  },
  {
    title: 'REST APIs with Node.js: a quick check',
    summary: 'Routes, status codes and JSON, before the Express module.',
    passPercent: 70,
    timeLimitMinutes: null,
    publish: false,
    questions: [
      SHARED,
      single(
        'In Express, which call reads a JSON request body into req.body?',
        ['app.use(express.json())', 'app.get("/json")', 'res.json()', 'app.listen(3000)'],
        0,
        'express.json() is the middleware that parses a JSON body; res.json() writes one.',
      ),
    ],
  },
];

const DECK = {
  title: 'Async JavaScript in five slides',
  summary: 'Callbacks, promises and async/await, with the code you will write in the MERN course.',
  slides: [
    {
      title: 'Why async?',
      body: 'A web server waits on the **network** and the **disk** all day. JavaScript does not block while it waits:\nit asks to be called back.',
    },
    {
      title: 'Callbacks',
      body: "```js\nfs.readFile('marks.csv', 'utf8', (err, text) => {\n  if (err) return console.error(err);\n  console.log(text.length);\n});\n```",
    },
    {
      title: 'Promises',
      body: "```js\nfetch('/api/core/courses')\n  .then((res) => res.json())\n  .then((data) => console.log(data.results.length));\n```",
    },
    {
      title: 'async / await',
      body: "```js\nconst res = await fetch('/api/core/courses');\nconst data = await res.json();\n```\nThe same promise, read top to bottom.",
    },
    {
      title: 'Remember',
      body: '- `await` only inside an `async` function\n- wrap it in `try … catch` for errors\n- run independent calls together with `Promise.all`',
    },
  ],
};

/**
 * The studio's content of the demo instructor's institute (issue 31), written through the same
 * services the studio calls: two quizzes sharing a bank question (one published, one a draft) and
 * a published slide deck. Each write is audited as the instructor's.
 */
export async function seedStudioContent(db: Database, options: { instructorEmail: string }): Promise<void> {
  const [instructor] = await db
    .select({ id: users.id, instituteId: staffRoles.instituteId })
    .from(users)
    .innerJoin(staffRoles, and(eq(staffRoles.userId, users.id), eq(staffRoles.role, 'instructor')))
    .where(eq(users.email, options.instructorEmail));
  if (!instructor?.instituteId) return;
  const actor: StudioActor = { actor: instructor.id, role: 'instructor', ip: '127.0.0.1', institutes: [instructor.instituteId] };
  const bank = createQuestionBank(db);
  const quizzes = createQuizAuthoring(db, bank);
  const decks = createDeckAuthoring(db);

  const shared = await bank.create(actor, { ...SHARED, instituteId: instructor.instituteId });
  for (const spec of QUIZZES) {
    const quiz = await quizzes.create(actor, {
      title: spec.title,
      summary: spec.summary,
      level: 'beginner',
      passPercent: spec.passPercent,
      timeLimitMinutes: spec.timeLimitMinutes,
    });
    for (const question of spec.questions) {
      await quizzes.addQuestion(actor, quiz.id, question === SHARED ? { bankQuestionId: shared.id } : question);
    }
    if (spec.publish) await quizzes.publish(actor, quiz.id);
  }

  const deck = await decks.create(actor, { title: DECK.title, summary: DECK.summary });
  await decks.update(actor, deck.id, { slides: DECK.slides });
  await decks.publish(actor, deck.id);
}
