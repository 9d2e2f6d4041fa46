import type { ApplicationStatus } from '@lp/contract/jobs';
import { asc, desc, eq } from 'drizzle-orm';
import type { Storage } from '../../platform/storage.ts';
import type { Database } from '../client.ts';
import { users, userTags } from '../schema/accounts.ts';
import { storedFiles } from '../schema/files.ts';
import { companies, jobApplications, jobs } from '../schema/jobs.ts';
import { tags } from '../schema/taxonomy.ts';
import { type ResumeText, resumePdf } from './resume-pdf.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Applicant = {
  name: string;
  designation: string;
  city: string;
  bio: string;
  skills: string[];
  status: ApplicationStatus;
  message: string | null;
  cover: string;
  resume: Omit<ResumeText, 'name' | 'headline' | 'contact'>;
};

/** Believable applicants for the recruiter's first open job, one per status (the demo learner is added shortlisted). */
const APPLICANTS: Applicant[] = [
  {
    name: 'Priya Venkatesh',
    designation: 'Frontend developer at a Chennai fintech',
    city: 'Chennai',
    bio: 'Three years building React dashboards for lending products.',
    skills: ['web-development', 'javascript'],
    status: 'applied',
    message: null,
    cover: 'I have shipped React and TypeScript apps used by 2 lakh borrowers a month and would love to bring that to your team.',
    resume: {
      summary:
        'Frontend developer with three years of React and TypeScript in fintech. Cares about fast pages on budget Android phones and accessible forms.',
      skills: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS', 'Jest', 'Accessibility (WCAG 2.1)'],
      experience: [
        {
          role: 'Frontend Developer',
          place: 'Kredito Finserv, Chennai',
          years: '2023 - present',
          points: [
            'Rebuilt the loan application in Next.js: 38% faster first load on 4G.',
            'Led the move from JavaScript to TypeScript.',
          ],
        },
        { role: 'Intern, Web', place: 'Zoho, Chennai', years: '2022', points: ['Built internal reporting screens in Ember.js.'] },
      ],
      education: [{ course: 'B.E. Computer Science', place: 'SSN College of Engineering, Chennai', years: '2018 - 2022' }],
    },
  },
  {
    name: 'Rahul Deshmukh',
    designation: 'Full-stack developer',
    city: 'Pune',
    bio: 'Node.js and React developer; built a school ERP used by 40 schools.',
    skills: ['web-development', 'javascript'],
    status: 'interview',
    message: 'Your technical round is on Tuesday at 11:00 IST on Google Meet. The link is in your email.',
    cover: 'I built and run a school ERP in Node.js and React. Happy to walk you through it.',
    resume: {
      summary: 'Full-stack developer (Node.js, React, PostgreSQL) who has taken products from idea to 40 paying schools.',
      skills: ['Node.js', 'React', 'PostgreSQL', 'Docker', 'AWS', 'REST APIs'],
      experience: [
        {
          role: 'Full-stack Developer',
          place: 'Vidyalaya Cloud, Pune',
          years: '2021 - present',
          points: ['Designed the fee and attendance modules used by 40 schools.', 'Cut the monthly AWS bill by 30%.'],
        },
      ],
      education: [
        { course: 'B.Tech Information Technology', place: 'COEP Technological University, Pune', years: '2017 - 2021' },
      ],
    },
  },
  {
    name: 'Sana Sheikh',
    designation: 'Software engineer',
    city: 'Hyderabad',
    bio: 'Backend-leaning engineer who enjoys clean APIs.',
    skills: ['web-development', 'python'],
    status: 'offered',
    message: 'We are delighted to offer you the role. The offer letter is in your inbox; please reply by Friday.',
    cover: 'Four years of Python and JavaScript; I enjoy mentoring juniors.',
    resume: {
      summary: 'Software engineer with four years across Python services and React front ends; mentors two juniors.',
      skills: ['Python', 'Django', 'React', 'PostgreSQL', 'Redis', 'CI/CD'],
      experience: [
        {
          role: 'Software Engineer II',
          place: 'Swiggy, Hyderabad',
          years: '2022 - present',
          points: ['Owned the restaurant onboarding service (Django).', 'Mentored two graduate engineers.'],
        },
        {
          role: 'Software Engineer',
          place: 'Infosys, Hyderabad',
          years: '2020 - 2022',
          points: ['Built React screens for a bank client.'],
        },
      ],
      education: [{ course: 'B.Tech Computer Science', place: 'JNTU Hyderabad', years: '2016 - 2020' }],
    },
  },
  {
    name: 'Arjun Nambiar',
    designation: 'Senior frontend engineer',
    city: 'Kochi',
    bio: 'Design systems and performance.',
    skills: ['web-development', 'javascript'],
    status: 'hired',
    message: 'Welcome aboard, Arjun! Your joining date is the 1st; HR will share the onboarding details.',
    cover: 'I build design systems and care deeply about performance.',
    resume: {
      summary: 'Senior frontend engineer: design systems, web performance and mentoring. Six years of React.',
      skills: ['React', 'TypeScript', 'Design systems', 'Storybook', 'Web performance', 'GraphQL'],
      experience: [
        {
          role: 'Senior Frontend Engineer',
          place: 'UST, Kochi',
          years: '2020 - present',
          points: ['Built the company design system used by 12 product teams.', 'Brought the main app under a 2 s LCP.'],
        },
      ],
      education: [{ course: 'B.Tech Electronics', place: 'College of Engineering Trivandrum', years: '2014 - 2018' }],
    },
  },
  {
    name: 'Karthik Reddy',
    designation: 'Graduate engineer',
    city: 'Bengaluru',
    bio: 'Fresher with two internships in web development.',
    skills: ['web-development'],
    status: 'rejected',
    message: null,
    cover: 'I am a 2025 graduate keen to start my career in web development.',
    resume: {
      summary: 'Computer science graduate (2025) with two web development internships and a love for clean UI.',
      skills: ['HTML', 'CSS', 'JavaScript', 'React', 'Git'],
      experience: [
        {
          role: 'Web Development Intern',
          place: 'Razorpay, Bengaluru',
          years: '2024',
          points: ['Built two internal admin pages in React.'],
        },
      ],
      education: [{ course: 'B.E. Computer Science', place: 'RV College of Engineering, Bengaluru', years: '2021 - 2025' }],
    },
  },
  {
    name: 'Neha Agarwal',
    designation: 'UI developer',
    city: 'Jaipur',
    bio: 'UI developer moving into React.',
    skills: ['web-development'],
    status: 'applied',
    message: null,
    cover: 'Five years of HTML/CSS and two of React; I work remotely from Jaipur.',
    resume: {
      summary: 'UI developer with five years of pixel-perfect HTML and CSS and two years of React, working remotely.',
      skills: ['HTML', 'CSS', 'Sass', 'React', 'Figma'],
      experience: [
        {
          role: 'UI Developer',
          place: 'Celebal Technologies, Jaipur',
          years: '2019 - present',
          points: ['Turned Figma designs into React components.'],
        },
      ],
      education: [{ course: 'BCA', place: 'University of Rajasthan, Jaipur', years: '2016 - 2019' }],
    },
  },
];

const DEMO_RESUME: Omit<ResumeText, 'name' | 'headline' | 'contact'> = {
  summary: 'Final-year computer applications student building full-stack projects with React, Python and SQL.',
  skills: ['React', 'JavaScript', 'Python', 'SQL', 'Data analysis'],
  experience: [
    { role: 'Web Intern', place: 'Learnly Labs, Delhi', years: '2025', points: ['Built the course search page in React.'] },
  ],
  education: [{ course: 'BCA', place: 'Delhi University', years: '2023 - 2026' }],
};

const keyOf = (name: string, jobId: number) => `resumes/seed/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${jobId}.pdf`;

/**
 * The recruiter's hiring desk (issue 32): the first company's two newest jobs are open with a
 * closing date, each with an applicant in every status (real one-page PDF résumés, written when
 * `storage` is given), plus one draft and one closed job; the demo learner was shortlisted.
 */
export async function seedHiring(db: Database, options: { demoEmail: string; storage?: Storage }): Promise<void> {
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  if (!company) return;
  const open = await db.select().from(jobs).where(eq(jobs.companyId, company.id)).orderBy(desc(jobs.postedAt)).limit(4);
  if (open.length === 0) return;
  const [first, second, third, fourth] = open;
  const soon = new Date(Math.floor(Date.now() / DAY) * DAY + 21 * DAY);
  for (const job of [first, second]) {
    if (job)
      await db
        .update(jobs)
        .set({ closesAt: soon, role: job.role || job.title })
        .where(eq(jobs.id, job.id));
  }
  if (third)
    await db
      .update(jobs)
      .set({ status: 'closed', closedAt: new Date(Date.now() - 3 * DAY), role: third.title })
      .where(eq(jobs.id, third.id));
  if (fourth) await db.update(jobs).set({ status: 'draft', role: fourth.title }).where(eq(jobs.id, fourth.id));

  const tagRows = await db.select({ id: tags.id, slug: tags.slug }).from(tags);
  const tagId = new Map(tagRows.map((t) => [t.slug, t.id]));
  const [demo] = await db.select().from(users).where(eq(users.email, options.demoEmail));

  async function apply(
    job: typeof jobs.$inferSelect,
    userId: number,
    who: { name: string; cover: string; resume: ResumeText },
    status: ApplicationStatus,
    message: string | null,
    ageHours: number,
  ) {
    const key = keyOf(who.name, job.id);
    const bytes = resumePdf(who.resume);
    if (options.storage) await options.storage.put(key, bytes, 'application/pdf');
    const createdAt = new Date(Date.now() - ageHours * HOUR);
    const changed = status === 'applied' ? createdAt : new Date(createdAt.getTime() + Math.min(ageHours / 2, 48) * HOUR);
    await db
      .insert(storedFiles)
      .values({ key, ownerUserId: userId, mime: 'application/pdf', size: bytes.length, filename: `${who.name} CV.pdf` });
    await db.insert(jobApplications).values({
      jobId: job.id,
      userId,
      status,
      statusMessage: message,
      statusChangedAt: changed,
      statusChanges: status === 'applied' ? 0 : 1,
      resumeKey: key,
      resumeName: `${who.name} CV.pdf`,
      resumeBytes: bytes.length,
      coverNote: who.cover,
      createdAt,
      updatedAt: changed,
    });
  }

  for (const [j, job] of [first, second].entries()) {
    if (!job) continue;
    for (const [i, person] of APPLICANTS.entries()) {
      const email = `${person.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.in`;
      let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) {
        [user] = await db
          .insert(users)
          .values({
            email,
            fullName: person.name,
            passwordHash: null,
            showPreferences: false,
            designation: person.designation,
            city: person.city,
            bio: person.bio,
          })
          .returning({ id: users.id });
        const ids = person.skills.flatMap((s) => (tagId.has(s) ? [tagId.get(s)!] : []));
        if (user && ids.length)
          await db
            .insert(userTags)
            .values(ids.map((id) => ({ userId: user!.id, tagId: id })))
            .onConflictDoNothing();
      }
      if (!user) continue;
      // The second job gets the same people one step behind, so both lists look lived-in.
      const status: ApplicationStatus = j === 0 ? person.status : i % 2 === 0 ? 'applied' : 'shortlisted';
      const message =
        j === 0 ? person.message : status === 'shortlisted' ? 'Thanks for applying! We will call you this week.' : null;
      await apply(
        job,
        user.id,
        {
          name: person.name,
          cover: person.cover,
          resume: { name: person.name, headline: person.designation, contact: `${email}  |  ${person.city}`, ...person.resume },
        },
        status,
        message,
        6 + i * 20 + j * 5,
      );
    }
  }

  if (demo && first) {
    await apply(
      first,
      demo.id,
      {
        name: demo.fullName,
        cover: 'I have built React projects in college and would love to learn from your team.',
        resume: {
          name: demo.fullName,
          headline: 'BCA final year, aspiring frontend developer',
          contact: `${demo.email}  |  Delhi`,
          ...DEMO_RESUME,
        },
      },
      'shortlisted',
      'Thanks for applying! Your profile is shortlisted. We will call you to fix a time for the first round.',
      30,
    );
  }
}
