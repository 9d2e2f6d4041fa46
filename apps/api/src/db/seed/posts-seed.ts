import { extractHashtags } from '@lp/contract/format';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { notifications } from '../schema/platform.ts';
import { type PostImage, postComments, postHashtags, postLikes, postSaves, posts } from '../schema/posts.ts';
import { createRandom, insertInChunks } from './catalogue-seed.ts';
import { type Cover, cover, coverUrl } from './cover-art.ts';

const HOUR_MS = 3_600_000;

/** `{exam}`, `{skill}`, `{company}`, `{city}`, `{n}` are filled in per post. */
const TEMPLATES: { text: string; stream: string; picture?: string }[] = [
  {
    text: 'Cleared {exam} today! Six months of early mornings finally paid off. Thank you to everyone here who answered my doubts. #{examTag} #results',
    stream: 'government-exams',
    picture: 'Result Day',
  },
  {
    text: 'Got my first internship offer as a {skill} intern at {company}, {city}! Applied to 43 places, 5 interviews, 1 yes. Keep going, it only takes one. #internship #{skillTag}',
    stream: 'computer-applications',
    picture: 'Offer Letter',
  },
  {
    text: 'Day {n} of #100DaysOfCode: finished the {skill} module and built a tiny project with it. Small steps every day. #{skillTag}',
    stream: 'computer-applications',
    picture: 'Day {n}',
  },
  {
    text: 'Tip for {exam} aspirants: solve previous year papers under a timer from week one, not in the last month. It changed how I study. #{examTag} #studytips',
    stream: 'government-exams',
  },
  {
    text: 'Our team won second prize at the {city} hackathon with a {skill} app that tracks bus arrivals for students. 36 hours, zero sleep, worth it. #hackathon #{skillTag}',
    stream: 'engineering',
    picture: 'Hackathon {city}',
  },
  {
    text: 'Finished the {skill} course and got my certificate. The projects were the best part: deployed two of them. #certificate #{skillTag}',
    stream: 'computer-applications',
    picture: '{skill} Certificate',
  },
  {
    text: 'My study corner for the next three months. {exam} in {n} days, no more excuses. #{examTag} #studygram',
    stream: 'medical',
    picture: 'Study Corner',
  },
  {
    text: 'Anyone preparing for {exam} in {city}? Looking for a study partner for weekend mock tests. #{examTag} #studybuddy',
    stream: 'management',
  },
  {
    text: 'Mock interview practice helped me a lot. I recorded myself answering "tell me about yourself" ten times. The tenth was so much better than the first. #interviews #placements',
    stream: 'management',
  },
  {
    text: 'Three free resources that helped me learn {skill}: the official docs, one good YouTube playlist, and building something I actually needed. #{skillTag} #resources',
    stream: 'computer-applications',
  },
  {
    text: 'Placement season update: {n} companies visited our campus in {city} this week. Aptitude rounds are tougher than last year, practise quant daily. #placements #aptitude',
    stream: 'engineering',
  },
  {
    text: 'Finally understood recursion after drawing the call stack on paper. If you are stuck, draw it. #dsa #coding',
    stream: 'computer-applications',
    picture: 'Call Stack',
  },
  {
    text: "Scored {n} percentile in today's {exam} mock. VARC is improving, quant needs work. Back to it tomorrow. #{examTag} #mocktest",
    stream: 'management',
  },
  {
    text: 'Completed my {skill} roadmap on Learnly! Next step: a real project for my portfolio. #{skillTag} #roadmap',
    stream: 'computer-applications',
    picture: '{skill} Roadmap',
  },
  {
    text: 'Sharing my notes for {exam}: one page per chapter, only what I kept forgetting. Revision became much faster. #{examTag} #notes',
    stream: 'medical',
    picture: 'Revision Notes',
  },
  {
    text: 'Attended a workshop on {skill} at {company} in {city} today. Biggest takeaway: read error messages slowly, they usually tell you the answer. #{skillTag} #workshop',
    stream: 'computer-applications',
    picture: 'Workshop {city}',
  },
  { text: 'Passed my driving test and my {exam} mock on the same day. Good Monday. #{examTag}', stream: 'law' },
  {
    text: 'Reminder: {exam} application window closes in {n} days. Keep your documents and photo ready in the right size. #{examTag} #deadline',
    stream: 'government-exams',
  },
  {
    text: 'Switched from commerce to {skill} after my B.Com. It is never too late to change direction. Happy to answer questions. #careerchange #{skillTag}',
    stream: 'commerce',
    picture: 'New Beginnings',
  },
  {
    text: 'My UI redesign of our college fest website went live today. Before and after below. #uiux #design',
    stream: 'design',
    picture: 'Fest Redesign',
  },
];

const EXAMS = [
  ['GATE CSE', 'gate'],
  ['CAT', 'cat'],
  ['NEET UG', 'neet'],
  ['UPSC prelims', 'upsc'],
  ['SSC CGL', 'ssccgl'],
  ['JEE Main', 'jeemain'],
  ['CLAT', 'clat'],
  ['CA Foundation', 'cafoundation'],
] as const;
const SKILLS = [
  ['Python', 'python'],
  ['React', 'react'],
  ['SQL', 'sql'],
  ['Java', 'java'],
  ['Data Science', 'datascience'],
  ['DevOps', 'devops'],
  ['Machine Learning', 'machinelearning'],
  ['Cloud Computing', 'cloud'],
] as const;
const COMPANIES = ['Zoho', 'Freshworks', 'Razorpay', 'Infosys', 'a Bengaluru startup', 'TCS', 'Swiggy', 'a fintech startup'];
const CITIES = ['Pune', 'Bengaluru', 'Hyderabad', 'Chennai', 'Jaipur', 'Kochi', 'Indore', 'Delhi', 'Kolkata', 'Ahmedabad'];

const COMMENTS = [
  'Congratulations! Well deserved.',
  'This is so motivating, thank you for sharing.',
  'How many hours a day did you study?',
  'Great tip, saving this.',
  'Which resources did you use?',
  'Same here, let us connect!',
  'Amazing work 👏',
  'Can you share the playlist link?',
  'This helped me a lot, thanks.',
  'All the best for the next step!',
  'I am in the same city, happy to join.',
  'Proud of you! Keep going.',
  'Did you take any coaching or self-study?',
  'Love the setup. Where is the lamp from?',
  'Bookmarking this for my exam next year.',
];

function fill(text: string, random: ReturnType<typeof createRandom>): string {
  const [exam, examTag] = random.pick(EXAMS);
  const [skill, skillTag] = random.pick(SKILLS);
  return text
    .replaceAll('{examTag}', examTag)
    .replaceAll('{exam}', exam)
    .replaceAll('{skillTag}', skillTag)
    .replaceAll('{skill}', skill)
    .replaceAll('{company}', random.pick(COMPANIES))
    .replaceAll('{city}', random.pick(CITIES))
    .replaceAll('{n}', String(random.int(3, 99)));
}

/**
 * 320 feed posts with pictures drawn like the catalogue's cover art (one render per distinct
 * picture, cached), hashtags, likes, saves and comments, spread over the last 60 days. Returns
 * the covers to write into storage.
 */
export async function seedPosts(db: Database, count = 320): Promise<{ posts: number; covers: Cover[] }> {
  const random = createRandom(21);
  const people = await db
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .where(sql`${users.email} like 'learner%@learnly.in' or ${users.email} = 'demo@learnly.in'`)
    .orderBy(users.id);
  if (people.length < 4) return { posts: 0, covers: [] };
  const demo = people.find((p) => p.email === 'demo@learnly.in');
  const now = Date.now();
  const covers = new Map<string, Cover>();

  const plans = Array.from({ length: count }, (_, i) => {
    const template = random.pick(TEMPLATES);
    const text = fill(template.text, random);
    const author = demo && i % 45 === 3 ? demo : random.pick(people);
    const createdAt = new Date(now - random.int(1, 60 * 24) * HOUR_MS - random.int(0, 59) * 60_000);
    const images: PostImage[] = [];
    if (template.picture && random.chance(0.8)) {
      const pictures = random.chance(0.25) ? 2 : 1;
      for (let p = 0; p < pictures; p++) {
        // A handful of variants per picture title: the same few renders serve many posts.
        const title = fill(template.picture, createRandom(random.int(1, 6)));
        const art = cover('courses', template.stream, title, `post:${title}:${p}`);
        covers.set(art.hash, art);
        images.push({ width: 640, height: 360, variants: [{ width: 640, height: 360, url: coverUrl(art) }] });
      }
    }
    return { text, author, createdAt, images };
  });

  const inserted = await db
    .insert(posts)
    .values(
      plans.map((p) => ({ userId: p.author.id, text: p.text, images: p.images, createdAt: p.createdAt, updatedAt: p.createdAt })),
    )
    .returning({ id: posts.id });

  const tagRows: { postId: number; tag: string }[] = [];
  const likeRows: { postId: number; userId: number; createdAt: Date }[] = [];
  const saveRows: { postId: number; userId: number; createdAt: Date }[] = [];
  const commentRows: (typeof postComments.$inferInsert)[] = [];
  for (const [i, plan] of plans.entries()) {
    const postId = inserted[i]?.id;
    if (!postId) continue;
    for (const tag of extractHashtags(plan.text)) tagRows.push({ postId, tag });
    const at = (hours: number) => new Date(Math.min(now - 60_000, plan.createdAt.getTime() + hours * HOUR_MS));
    for (const liker of random.sample(people, random.int(0, 24)))
      likeRows.push({ postId, userId: liker.id, createdAt: at(random.int(1, 48)) });
    for (const saver of random.sample(people, random.int(0, 4)))
      saveRows.push({ postId, userId: saver.id, createdAt: at(random.int(1, 48)) });
    for (const commenter of random.sample(people, random.int(0, 4))) {
      const when = at(random.int(1, 72));
      commentRows.push({ postId, userId: commenter.id, body: random.pick(COMMENTS), createdAt: when, updatedAt: when });
    }
  }
  await insertInChunks(tagRows, 1000, (chunk) => db.insert(postHashtags).values(chunk).onConflictDoNothing());
  await insertInChunks(likeRows, 1000, (chunk) => db.insert(postLikes).values(chunk));
  await insertInChunks(saveRows, 1000, (chunk) => db.insert(postSaves).values(chunk));
  await insertInChunks(commentRows, 1000, (chunk) => db.insert(postComments).values(chunk));
  await db.execute(sql`update ${posts} p set
    like_count = (select count(*) from ${postLikes} l where l.post_id = p.id),
    comment_count = (select count(*) from ${postComments} c where c.post_id = p.id)`);

  // The demo learner's bell: likes and comments on their posts (the newest few unread).
  if (demo) {
    const names = new Map(people.map((p) => [p.id, p.name]));
    const demoPosts = new Set(plans.flatMap((p, i) => (p.author.id === demo.id && inserted[i] ? [inserted[i].id] : [])));
    const rows = [
      ...likeRows
        .filter((l) => demoPosts.has(l.postId) && l.userId !== demo.id)
        .map((l) => ({
          key: `post.liked:${l.postId}:${l.userId}`,
          title: `${names.get(l.userId)} liked your post`,
          link: `/feed/${l.postId}`,
          createdAt: l.createdAt,
        })),
    ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (rows.length > 0) {
      await db
        .insert(notifications)
        .values(
          rows.map((row, i) => ({
            userId: demo.id,
            type: 'community' as const,
            key: row.key,
            title: row.title,
            body: 'Your post on the feed',
            link: row.link,
            createdAt: row.createdAt,
            readAt: i < rows.length - 4 ? row.createdAt : null,
          })),
        )
        .onConflictDoNothing();
    }
  }
  return { posts: inserted.length, covers: [...covers.values()] };
}
