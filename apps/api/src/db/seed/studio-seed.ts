import { studioCourseCreateSchema, studioItemCreateSchema } from '@lp/contract/studio';
import { and, asc, eq } from 'drizzle-orm';
// biome-ignore lint/style/noRestrictedImports: issue 31, "the seed uses the same path": demo courses are authored through the studio's own functions
import { importLiveCourses } from '../../modules/studio/import-live.ts';
// biome-ignore lint/style/noRestrictedImports: as above (the studio's service, not its tables)
import { createStudioService, type StudioActor } from '../../modules/studio/service.ts';
import type { Database } from '../client.ts';
import { fixmeProblems } from '../schema/fixme.ts';
import { institutes } from '../schema/institutes.ts';
import { quizzes } from '../schema/quizzes.ts';
import { slideDecks } from '../schema/slides.ts';
import { streams, tags } from '../schema/taxonomy.ts';
import { type Cover, cover, coverUrl } from './cover-art.ts';

/** The seed acts as the platform itself in the audit log (it is not a person). */
const SEED_ACTOR: StudioActor = { actor: null, role: 'system', ip: null };

const JOINS_ARTICLE = `Most real questions need data from more than one table. A college keeps **students** in one table and **marks** in another, linked by \`student_id\`. A *join* puts matching rows side by side.

### Inner join

\`\`\`sql
SELECT s.name, m.subject, m.score
FROM students s
JOIN marks m ON m.student_id = s.id;
\`\`\`

Only students who have at least one mark appear. A student who missed every exam is left out.

### Left join

\`\`\`sql
SELECT s.name, m.score
FROM students s
LEFT JOIN marks m ON m.student_id = s.id;
\`\`\`

Every student appears; where there is no mark, \`score\` is \`NULL\`. Use it to find who is missing something:
add \`WHERE m.student_id IS NULL\`.

### Check yourself

- Which join would you use to list every course with its number of enrolments, including courses nobody joined yet?
- What happens when the \`ON\` condition matches two rows on the right?`;

const AVERAGE_MARKS_BRIEF = `Averages are what a GROUP BY report is for, and the report card that shows them is often computed again in code. Here it is wrong: a student with 90 and 85 sees 88 instead of 87.5, and an empty list of marks shows nothing at all.

Open the exercise, read the failing tests, and fix \`average(marks)\` so that it returns the mean rounded to two decimal places, and 0 when there are no marks. Run the tests until all of them pass.

Look at where the rounding happens: before or after the division by 100?`;

const GROUP_BY_ARTICLE = `\`GROUP BY\` folds many rows into one row per group, and aggregate functions summarise each group.

\`\`\`sql
SELECT subject, COUNT(*) AS students, ROUND(AVG(score), 2) AS average
FROM marks
GROUP BY subject
ORDER BY average DESC;
\`\`\`

Every column in the \`SELECT\` list is either in the \`GROUP BY\` or inside an aggregate (\`COUNT\`, \`SUM\`, \`AVG\`, \`MIN\`, \`MAX\`).

### WHERE or HAVING?

- \`WHERE\` filters **rows** before grouping: \`WHERE exam_year = 2025\`.
- \`HAVING\` filters **groups** after: \`HAVING AVG(score) < 40\` lists the subjects where the class struggled.

### A placement-interview favourite

"Find the departments with more than five students scoring above 90." Write it as: filter rows with \`WHERE score > 90\`, group by department, keep groups with \`HAVING COUNT(*) > 5\`.`;

const PYTHON_ARTICLE = `Python reads almost like English, which is why most first-year engineering labs start with it.

### Your first program

\`\`\`python
name = input("Your name: ")
print(f"Namaste, {name}!")
\`\`\`

- \`input\` waits for the user to type and returns a **string**.
- \`print\` writes to the screen; the \`f\` before the quotes lets you put variables inside \`{}\`.

### Numbers need converting

\`\`\`python
marks = int(input("Marks out of 100: "))
print("Pass" if marks >= 40 else "Try again")
\`\`\`

Forgetting \`int(...)\` is the most common first-week bug: \`"45" >= 40\` is an error, not \`True\`.`;

type PickTable = typeof quizzes | typeof slideDecks | typeof fixmeProblems;

async function idByTitle(db: Database, table: PickTable, title: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.title, title));
  return row?.id ?? null;
}

/** An item of a demo course; `pick` names the quiz, deck or problem it opens (left out when the seed has no such row). */
type DemoItem = Record<string, unknown> & {
  pick?: { field: 'quizId' | 'deckId' | 'fixmeProblemId'; table: PickTable; title: string };
};

/**
 * instructor@learnly.in's demo courses: one authored and published in the studio, one draft still
 * in the works (not in the catalogue, its video lesson waiting for the instructor's upload).
 */
const DEMO_COURSES: {
  course: Record<string, unknown>;
  tags: string[];
  publish: boolean;
  modules: { title: string; items: DemoItem[] }[];
}[] = [
  {
    course: {
      title: 'SQL for Data Analysts: Joins and Aggregates',
      summary: 'Answer real questions from college and company data with joins, GROUP BY and HAVING.',
      description:
        '- Combine tables with inner and left joins\n- Summarise data with GROUP BY, COUNT and AVG\n- Filter groups with HAVING\n- Solve the SQL questions asked in campus placements',
      level: 'certificate',
      type: 'online',
      durationWeeks: 4,
      priceInr: 0,
    },
    tags: ['SQL', 'Data Science'],
    publish: true,
    modules: [
      {
        title: 'Joining tables',
        items: [
          { kind: 'article', title: 'Inner and left joins', body: JOINS_ARTICLE },
          {
            kind: 'slides',
            title: 'Joins in eight slides',
            durationMinutes: 8,
            pick: { field: 'deckId', table: slideDecks, title: 'SQL Joins in 8 Slides' },
          },
          {
            kind: 'quiz',
            title: 'Quiz: queries and joins',
            durationMinutes: 10,
            pick: { field: 'quizId', table: quizzes, title: 'SQL Queries and Joins' },
          },
        ],
      },
      {
        title: 'Grouping results',
        items: [
          { kind: 'article', title: 'GROUP BY and HAVING', body: GROUP_BY_ARTICLE },
          {
            kind: 'slides',
            title: 'GROUP BY in slides',
            durationMinutes: 8,
            pick: { field: 'deckId', table: slideDecks, title: 'GROUP BY and HAVING' },
          },
          {
            kind: 'exercise',
            title: 'Fix it: average marks',
            body: AVERAGE_MARKS_BRIEF,
            durationMinutes: 15,
            pick: { field: 'fixmeProblemId', table: fixmeProblems, title: 'Average marks to two decimals' },
          },
        ],
      },
    ],
  },
  {
    course: {
      title: 'Python for First-Year Engineers',
      summary: 'From your first print statement to small programs for lab assignments.',
      description: '- Write and run Python programs\n- Read input and convert types\n- Use conditions and loops',
      level: 'certificate',
      type: 'hybrid',
      durationWeeks: 6,
      priceInr: 1499,
    },
    tags: ['Python'],
    publish: false,
    modules: [
      {
        title: 'Getting started',
        items: [
          { kind: 'video', title: 'Installing Python and VS Code' },
          { kind: 'article', title: 'Your first program', body: PYTHON_ARTICLE },
          {
            kind: 'quiz',
            title: 'Quiz: Python basics',
            durationMinutes: 10,
            pick: { field: 'quizId', table: quizzes, title: 'Python Basics' },
          },
        ],
      },
    ],
  },
];

/**
 * The course studio's demo (issue 31), authored through the studio's own service functions: every
 * catalogue course gets its studio draft (so its institute's instructors can edit it), and the
 * first institute (instructor@learnly.in's) gets DEMO_COURSES.
 */
export async function seedStudio(db: Database): Promise<{ covers: Cover[] }> {
  await importLiveCourses(db);
  const covers: Cover[] = [];
  const [institute] = await db.select().from(institutes).orderBy(asc(institutes.id)).limit(1);
  const [stream] = await db.select().from(streams).where(eq(streams.slug, 'computer-applications'));
  if (!institute || !stream) return { covers };
  const tagOf = async (name: string) =>
    (
      await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.streamId, stream.id), eq(tags.name, name)))
    )[0]?.id;
  const studio = createStudioService(db);
  const scope = [institute.id];

  for (const demo of DEMO_COURSES) {
    const tagIds = (await Promise.all(demo.tags.map(tagOf))).filter((id): id is number => id !== undefined);
    const course = await studio.create(
      SEED_ACTOR,
      scope,
      studioCourseCreateSchema.parse({ ...demo.course, streamId: stream.id, tagIds }),
    );
    // Its cover as an instructor would upload one: drawn like the catalogue's, for the caller to store.
    const art = cover('courses', stream.slug, course.title);
    covers.push(art);
    await studio.setCover(SEED_ACTOR, course.id, coverUrl(art));
    for (const { title, items } of demo.modules) {
      const module = await studio.addModule(SEED_ACTOR, course.id, title);
      for (const { pick, ...body } of items) {
        const picked = pick ? await idByTitle(db, pick.table, pick.title) : null;
        if (pick && !picked) continue;
        await studio.addItem(
          SEED_ACTOR,
          module.id,
          studioItemCreateSchema.parse(pick ? { ...body, [pick.field]: picked } : body),
        );
      }
    }
    if (demo.publish) await studio.publish(SEED_ACTOR, course.id);
  }
  return { covers };
}
