import { extractHashtags } from '@lp/contract/format';
import { sql } from 'drizzle-orm';
import { noticeOf, wordNotice } from '../../platform/notice-texts.ts';
import type { Database } from '../client.ts';
import { insertInChunks } from '../insert-in-chunks.ts';
import { users } from '../schema/accounts.ts';
import { notifications } from '../schema/platform.ts';
import { type PostImage, postComments, postHashtags, postLikes, postSaves, posts } from '../schema/posts.ts';
import { createRandom } from './catalogue-seed.ts';
import { type Cover, cover, coverUrl } from './cover-art.ts';
import type { IconName } from './cover-icons.ts';

const HOUR_MS = 3_600_000;

/**
 * What a post is about decides the comments it gets: "Congratulations!" under a result, "Which
 * book?" under a tip.
 */
type Kind = 'win' | 'tip' | 'ask' | 'progress' | 'share';

/**
 * `{exam}`/`{examTag}` are an exam of the post's stream, `{skill}`/`{skillTag}` a software skill;
 * `{company}`, `{city}`, `{n}` (3-99), `{few}` (3-12) and `{pct}` (62-98) are filled in per post.
 */
/** What each post picture shows: it fits the post (a soil sensor project gets a sprout, not a gear). */
export const PICTURE_ICONS: Record<string, IconName> = {
  'Result Day': 'medal',
  'Offer Letter': 'envelope',
  'Day {n}': 'terminal',
  'Hackathon {city}': 'trophy',
  '{skill} Certificate': 'certificate',
  'Study Corner': 'lamp',
  'Call Stack': 'stack',
  '{skill} Roadmap': 'path',
  'Revision Notes': 'notes',
  'Workshop {city}': 'people',
  'New Beginnings': 'rocket',
  'Fest Redesign': 'browser',
  'Moot Court': 'gavel',
  'Second Attempt': 'target',
  'Portfolio Day': 'hanger',
  Sketchbook: 'pencil',
  'First Day': 'database',
  'Project Expo': 'sprout',
  'Ind AS Chart': 'ledger',
  'Interview Call': 'calendar',
  'Research Paper': 'document',
  'Cleared for Take-off': 'plane',
  'Training Day': 'plane',
  'Hostel Board': 'browser',
};

const TEMPLATES: { text: string; stream: string; kind: Kind; picture?: string }[] = [
  {
    text: 'Cleared {exam} today! Six months of early mornings finally paid off. Thank you to everyone here who answered my doubts. #{examTag} #results',
    stream: 'government-exams',
    kind: 'win',
    picture: 'Result Day',
  },
  {
    text: 'Got my first internship offer as a {skill} intern at {company}, {city}! Applied to 43 places, 5 interviews, 1 yes. Keep going, it only takes one. #internship #{skillTag}',
    stream: 'computer-applications',
    kind: 'win',
    picture: 'Offer Letter',
  },
  {
    text: 'Day {n} of #100DaysOfCode: finished the {skill} module and built a tiny project with it. Small steps every day. #{skillTag}',
    stream: 'computer-applications',
    kind: 'progress',
    picture: 'Day {n}',
  },
  {
    text: 'Tip for {exam} aspirants: solve previous year papers under a timer from week one, not in the last month. It changed how I study. #{examTag} #studytips',
    stream: 'government-exams',
    kind: 'tip',
  },
  {
    text: 'Our team won second prize at the {city} hackathon with a {skill} app that tracks bus arrivals for students. 36 hours, zero sleep, worth it. #hackathon #{skillTag}',
    stream: 'engineering',
    kind: 'win',
    picture: 'Hackathon {city}',
  },
  {
    text: 'Finished the {skill} course and got my certificate. The projects were the best part: deployed two of them. #certificate #{skillTag}',
    stream: 'computer-applications',
    kind: 'win',
    picture: '{skill} Certificate',
  },
  {
    text: 'My study corner for the next three months. {exam} in {n} days, no more excuses. #{examTag} #studygram',
    stream: 'medical',
    kind: 'progress',
    picture: 'Study Corner',
  },
  {
    text: 'Anyone preparing for {exam} in {city}? Looking for a study partner for weekend mock tests. #{examTag} #studybuddy',
    stream: 'management',
    kind: 'ask',
  },
  {
    text: 'Mock interview practice helped me a lot. I recorded myself answering "tell me about yourself" ten times. The tenth was so much better than the first. #interviews #placements',
    stream: 'management',
    kind: 'tip',
  },
  {
    text: 'Three free resources that helped me learn {skill}: the official docs, one good YouTube playlist, and building something I actually needed. #{skillTag} #resources',
    stream: 'computer-applications',
    kind: 'tip',
  },
  {
    text: 'Placement season update: {few} companies visited our campus in {city} this week. Aptitude rounds are tougher than last year, practise quant daily. #placements #aptitude',
    stream: 'engineering',
    kind: 'share',
  },
  {
    text: 'Finally understood recursion after drawing the call stack on paper. If you are stuck, draw it. #dsa #coding',
    stream: 'computer-applications',
    kind: 'tip',
    picture: 'Call Stack',
  },
  {
    text: "Scored {pct} percentile in today's CAT mock. VARC is improving, quant needs work. Back to it tomorrow. #cat #mocktest",
    stream: 'management',
    kind: 'progress',
  },
  {
    text: 'Completed my {skill} roadmap on Learnly! Next step: a real project for my portfolio. #{skillTag} #roadmap',
    stream: 'computer-applications',
    kind: 'win',
    picture: '{skill} Roadmap',
  },
  {
    text: 'Sharing my notes for {exam}: one page per chapter, only what I kept forgetting. Revision became much faster. #{examTag} #notes',
    stream: 'medical',
    kind: 'tip',
    picture: 'Revision Notes',
  },
  {
    text: 'Attended a workshop on {skill} at {company} in {city} today. Biggest takeaway: read error messages slowly, they usually tell you the answer. #{skillTag} #workshop',
    stream: 'computer-applications',
    kind: 'share',
    picture: 'Workshop {city}',
  },
  {
    text: 'Reminder: {exam} application window closes in {few} days. Keep your documents and photo ready in the right size. #{examTag} #deadline',
    stream: 'government-exams',
    kind: 'share',
  },
  {
    text: 'Switched from commerce to {skill} after my B.Com. It is never too late to change direction. Happy to answer questions. #careerchange #{skillTag}',
    stream: 'commerce',
    kind: 'share',
    picture: 'New Beginnings',
  },
  {
    text: 'My UI redesign of our college fest website went live today. Before and after below. #uiux #design',
    stream: 'design',
    kind: 'share',
    picture: 'Fest Redesign',
  },
  {
    text: 'First moot court round done. My hands were shaking for the first two minutes, then the research took over. #mootcourt #law',
    stream: 'law',
    kind: 'progress',
    picture: 'Moot Court',
  },
  {
    text: 'How do you revise Indian Polity for UPSC prelims? I read Laxmikanth twice and still forget the articles. #upsc #polity',
    stream: 'government-exams',
    kind: 'ask',
  },
  {
    text: 'Cleared {exam} on my second attempt. The first time I studied more hours; the second time I slept properly and revised more. #{examTag} #results',
    stream: 'commerce',
    kind: 'win',
    picture: 'Second Attempt',
  },
  {
    text: 'Legal reasoning tip: read the principle twice and apply only that, not what you know of the law. It fixed my {exam} mock scores. #{examTag} #legalreasoning',
    stream: 'law',
    kind: 'tip',
  },
  {
    text: 'Night duty in casualty ended at 7 a.m., and I still did 40 MCQs on the bus home. Small wins. #neetpg #internship',
    stream: 'medical',
    kind: 'progress',
  },
  {
    text: 'NCERT biology line by line is still the best advice for {exam}. Most of my mistakes were in lines I had skipped. #{examTag} #biology',
    stream: 'medical',
    kind: 'tip',
  },
  {
    text: 'Got into NIFT for fashion design! My portfolio had 14 pieces; the situation test was the part I practised most. #nift #fashiondesign',
    stream: 'design',
    kind: 'win',
    picture: 'Portfolio Day',
  },
  {
    text: 'Which is better for a first UI/UX portfolio: three small case studies or one deep one? Reviewers, please tell me. #uiux #portfolio',
    stream: 'design',
    kind: 'ask',
  },
  {
    text: "Sketched every day for {n} days. The first page and today's page side by side. #sketching #graphicdesign",
    stream: 'design',
    kind: 'progress',
    picture: 'Sketchbook',
  },
  {
    text: 'Joined {company} as a trainee analyst today. Two years ago I did not know what a JOIN was. #firstjob #sql',
    stream: 'computer-applications',
    kind: 'win',
    picture: 'First Day',
  },
  {
    text: 'My Git tip of the week: commit small and write the message as if explaining to a friend. Reviewers at my internship noticed. #git #coding',
    stream: 'computer-applications',
    kind: 'tip',
  },
  {
    text: 'Stuck on dynamic programming for {few} days. Which problems did you solve first to make it click? #dsa #dynamicprogramming',
    stream: 'computer-applications',
    kind: 'ask',
  },
  {
    text: 'Our final-year project, a soil moisture sensor that texts farmers in Marathi, got selected for the state innovation fair. #engineering #iot',
    stream: 'engineering',
    kind: 'win',
    picture: 'Project Expo',
  },
  {
    text: 'GATE prep check-in: {few} subjects done, {few} to go. Digital logic and TOC are my strongest; I keep losing marks in OS. #gate #gatecse',
    stream: 'engineering',
    kind: 'progress',
  },
  {
    text: 'Is it worth learning AutoCAD and SolidWorks in second year of mechanical, or wait for the internship to teach them? #mechanical #careeradvice',
    stream: 'engineering',
    kind: 'ask',
  },
  {
    text: 'Accounting standards made simple: I made a one-page chart of AS and Ind AS differences for {exam}. Sharing it below. #{examTag} #accounting',
    stream: 'commerce',
    kind: 'share',
    picture: 'Ind AS Chart',
  },
  {
    text: 'Started my articleship at a mid-size firm in {city}. Audit season already, so far mostly vouching and coffee. #articleship #ca',
    stream: 'commerce',
    kind: 'progress',
  },
  {
    text: 'Got my GD-PI call from IIM Indore! Practised current affairs with a group here every Sunday. #mba #gdpi',
    stream: 'management',
    kind: 'win',
    picture: 'Interview Call',
  },
  {
    text: 'What is the one case study book every first-year MBA should read? I have a summer internship at {company} coming up. #mba #marketing',
    stream: 'management',
    kind: 'ask',
  },
  {
    text: 'Wrote my first research paper on urban migration for my sociology honours. 28 pages, 31 sources, one very patient guide. #sociology #research',
    stream: 'arts',
    kind: 'win',
    picture: 'Research Paper',
  },
  {
    text: "Economics students: Ray's microeconomics or Varian for the basics? Our professor recommends both and I have time for one. #economics #books",
    stream: 'arts',
    kind: 'ask',
  },
  {
    text: "Psychology tip: teach a concept to a friend without notes. If you can't, you have found what to revise. #psychology #studytips",
    stream: 'arts',
    kind: 'tip',
  },
  {
    text: 'Passed my DGCA air navigation paper! Meteorology next. The cockpit still feels far away but closer than last year. #aviation #dgca',
    stream: 'aviation',
    kind: 'win',
    picture: 'Cleared for Take-off',
  },
  {
    text: 'First day of cabin crew training in {city}: grooming check, safety drills, and a lot of smiling practice. #cabincrew #aviation',
    stream: 'aviation',
    kind: 'share',
    picture: 'Training Day',
  },
  {
    text: 'Current affairs routine that works for me: one newspaper, 30 minutes, three lines of notes. Monthly compilations only for revision. #{examTag} #currentaffairs',
    stream: 'government-exams',
    kind: 'tip',
  },
  {
    text: 'Typing test for SSC done at 42 words a minute. Practised on an old keyboard every evening for two months. #ssccgl #typing',
    stream: 'government-exams',
    kind: 'progress',
  },
  {
    text: 'Deployed my first full-stack app with {skill}: a lost-and-found board for our hostel. {n} students used it in the first week. #{skillTag} #project',
    stream: 'computer-applications',
    kind: 'win',
    picture: 'Hostel Board',
  },
  {
    text: 'Looking for a {skill} mentor. I can pay back by helping with maths or English in return. #{skillTag} #mentorship',
    stream: 'computer-applications',
    kind: 'ask',
  },
  {
    text: "Solved {few} fix-me problems on Learnly this month. Reading someone else's broken code is a different skill from writing your own. #debugging #coding",
    stream: 'computer-applications',
    kind: 'progress',
  },
];

const EXAMS: Record<string, readonly (readonly [string, string])[]> = {
  engineering: [
    ['GATE CSE', 'gate'],
    ['JEE Main', 'jeemain'],
    ['JEE Advanced', 'jeeadvanced'],
  ],
  medical: [
    ['NEET UG', 'neet'],
    ['NEET PG', 'neetpg'],
    ['the nursing entrance', 'nursing'],
  ],
  management: [
    ['CAT', 'cat'],
    ['XAT', 'xat'],
    ['SNAP', 'snap'],
  ],
  commerce: [
    ['CA Foundation', 'cafoundation'],
    ['CA Inter', 'cainter'],
    ['CS Executive', 'csexecutive'],
  ],
  law: [
    ['CLAT', 'clat'],
    ['AILET', 'ailet'],
  ],
  'government-exams': [
    ['UPSC prelims', 'upsc'],
    ['SSC CGL', 'ssccgl'],
    ['IBPS PO', 'ibpspo'],
    ['RRB NTPC', 'rrbntpc'],
  ],
};
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

const COMMENTS: Record<Kind, string[]> = {
  win: [
    'Congratulations! Well deserved.',
    'This is so motivating, thank you for sharing.',
    'Proud of you! Keep going.',
    'All the best for the next step!',
    'Amazing work 👏',
    'How many hours a day did you study?',
    'Did you take any coaching or self-study?',
    'Treat pending 😄 Congrats!',
  ],
  tip: [
    'Great tip, saving this.',
    'This helped me a lot, thanks.',
    'Bookmarking this for my exam next year.',
    'Which book or resource did you use for this?',
    'Simple and true. I wish I had read this earlier.',
    'Trying this from tomorrow.',
  ],
  ask: [
    'I am in the same boat, following this.',
    'Same here, let us connect!',
    'I am in the same city, happy to join.',
    'Ask in the Q&A section too, people there answer fast.',
    'Start small and stay regular, that worked for me.',
    'DM me, I went through this last year.',
  ],
  progress: [
    'Consistency wins. Keep it up!',
    'You are doing great, one day at a time.',
    'Love the setup. Where is the lamp from?',
    'Same target! Let us keep each other accountable.',
    'Can you share your timetable?',
    'This is the push I needed today.',
  ],
  share: [
    'Thanks for the update!',
    'Very useful, sharing with my friends.',
    'Good to know, thank you.',
    'Can you share more details?',
    'Nice! Looking forward to more posts like this.',
  ],
};

function fill(text: string, stream: string, random: ReturnType<typeof createRandom>): string {
  const exams = EXAMS[stream];
  const [exam, examTag] = exams ? random.pick(exams) : ['', ''];
  const [skill, skillTag] = random.pick(SKILLS);
  return text
    .replaceAll('{examTag}', examTag)
    .replaceAll('{exam}', exam)
    .replaceAll('{skillTag}', skillTag)
    .replaceAll('{skill}', skill)
    .replaceAll('{company}', random.pick(COMPANIES))
    .replaceAll('{city}', random.pick(CITIES))
    .replaceAll('{n}', String(random.int(3, 99)))
    .replaceAll('{few}', String(random.int(3, 12)))
    .replaceAll('{pct}', String(random.int(62, 98)));
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

  // Newest first, the feed shows every template once before any comes back.
  const times = Array.from({ length: count }, () => now - random.int(1, 60 * 24) * HOUR_MS - random.int(0, 59) * 60_000);
  times.sort((a, b) => b - a);
  const templates: typeof TEMPLATES = [];
  while (templates.length < count) templates.push(...random.sample(TEMPLATES, TEMPLATES.length));

  const plans = times.map((time, i) => {
    const template = templates[i] as (typeof TEMPLATES)[number];
    const text = fill(template.text, template.stream, random);
    const author = demo && i % 45 === 3 ? demo : random.pick(people);
    const createdAt = new Date(time);
    const images: PostImage[] = [];
    if (template.picture && random.chance(0.8)) {
      const pictures = random.chance(0.25) ? 2 : 1;
      for (let p = 0; p < pictures; p++) {
        // A handful of variants per picture title: the same few renders serve many posts.
        const title = fill(template.picture, template.stream, createRandom(random.int(1, 6)));
        const art = cover('courses', template.stream, title, `post:${title}:${p}`, {
          icon: PICTURE_ICONS[template.picture],
          monogram: false,
        });
        covers.set(art.hash, art);
        images.push({ width: 640, height: 360, variants: [{ width: 640, height: 360, url: coverUrl(art) }] });
      }
    }
    return { text, kind: template.kind, author, createdAt, images };
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
    const commenters = random.sample(people, random.int(0, 4));
    const bodies = random.sample(COMMENTS[plan.kind], commenters.length);
    for (const [c, commenter] of commenters.entries()) {
      const when = at(random.int(1, 72));
      commentRows.push({ postId, userId: commenter.id, body: bodies[c] ?? '', createdAt: when, updatedAt: when });
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
    // As the posts module's notice cuts the post's text.
    const excerptOf = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);
    const demoPosts = new Map(
      plans.flatMap((p, i) => (p.author.id === demo.id && inserted[i] ? [[inserted[i].id, p.text] as const] : [])),
    );
    const rows = [
      ...likeRows
        .filter((l) => demoPosts.has(l.postId) && l.userId !== demo.id)
        .map((l) => ({
          key: `post.liked:${l.postId}:${l.userId}`,
          message: noticeOf('post.liked', { name: names.get(l.userId) ?? '', excerpt: excerptOf(demoPosts.get(l.postId) ?? '') }),
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
            ...wordNotice(row.message, 'en'),
            message: row.message,
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
