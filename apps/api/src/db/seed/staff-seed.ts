import { AUDIT_ACTIONS, type StaffRole } from '@lp/contract/staff';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { institutes } from '../schema/institutes.ts';
import { companies } from '../schema/jobs.ts';
import { contentReports, moderationCases } from '../schema/moderation.ts';
import { posts } from '../schema/posts.ts';
import { answers } from '../schema/questions.ts';
import { auditLog, staffRoles, totpFactors } from '../schema/staff.ts';
import { insertUser } from './factories.ts';

/**
 * The demo staff (issue 30). Their second factor is an authenticator app with a fixed secret,
 * printed in the README, so that anyone can add it to an app, or print the current code with
 * `npm run staff -- totp <email>`. Never use these secrets outside the demo.
 */
export const DEMO_STAFF = [
  {
    email: 'admin@learnly.in',
    fullName: 'Rohan Mehta',
    role: 'admin',
    totpSecret: 'Y2ZMJUL55CYACC7ZZ6ED642LZLHJNYAW',
    note: 'admin: every staff tool, grants roles',
  },
  {
    email: 'moderator@learnly.in',
    fullName: 'Sneha Kulkarni',
    role: 'moderator',
    totpSecret: 'ARI4A3HCQT27G3DKZKP3PFP43XLA56CE',
    note: 'moderator: the review queue, users, suspensions',
  },
  {
    email: 'instructor@learnly.in',
    fullName: 'Vikram Nair',
    role: 'instructor',
    totpSecret: 'BO3CPZTRENYRQ2BJMV2ABXN5I4OU5PFD',
    note: "instructor of the first institute's courses",
  },
  {
    email: 'admissions@learnly.in',
    fullName: 'Ananya Rao',
    role: 'institute_staff',
    totpSecret: '7KYUQL2FTH5BGW4672AOGMNRFHKQKFF4',
    note: 'institute staff of the same institute (its enquiries)',
  },
  {
    email: 'recruiter@learnly.in',
    fullName: 'Farhan Qureshi',
    role: 'employer',
    totpSecret: 'PZWBA6IZJFWR7OGRXFCRHIUS6CWH5ZC4',
    note: "employer: the first company's jobs and applicants",
  },
] as const satisfies readonly { email: string; fullName: string; role: StaffRole; totpSecret: string; note: string }[];

export const DEMO_STAFF_PASSWORD = 'Learnly@123';

/** Reports of seeded community content from the demo learners, so the review queue has open cases. */
const REPORT_REASONS = [
  'Spam: the same link is posted under every question.',
  'Rude to another learner in the comments.',
  'Copied from a paid course without credit.',
  'Off-topic advertisement for a coaching centre.',
];

export async function seedStaff(db: Database, options: { reporterEmails: readonly string[] }): Promise<void> {
  const [institute] = await db.select().from(institutes).orderBy(asc(institutes.id)).limit(1);
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  for (const member of DEMO_STAFF) {
    const user = await insertUser(db, {
      email: member.email,
      password: DEMO_STAFF_PASSWORD,
      fullName: member.fullName,
      showPreferences: false,
    });
    const scoped =
      member.role === 'instructor' || member.role === 'institute_staff'
        ? { instituteId: institute?.id ?? null }
        : member.role === 'employer'
          ? { companyId: company?.id ?? null }
          : {};
    await db.insert(staffRoles).values({ userId: user.id, role: member.role, ...scoped });
    await db.insert(totpFactors).values({ userId: user.id, secret: member.totpSecret, enabledAt: new Date() });
    await db.insert(auditLog).values({
      actorUserId: null,
      actorRole: 'system',
      action: AUDIT_ACTIONS.roleGrant,
      objectType: 'user',
      objectId: String(user.id),
      after: {
        roles: [
          {
            role: member.role,
            institute: 'instituteId' in scoped ? (institute?.slug ?? null) : null,
            company: 'companyId' in scoped ? (company?.slug ?? null) : null,
          },
        ],
      },
      reason: 'Demo data',
    });
  }

  // Two posts and two answers, each reported by one or two demo learners (below the auto-hide threshold).
  const reporters = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...options.reporterEmails]));
  if (reporters.length === 0) return;
  const reported = [
    ...(await db.select({ id: posts.id }).from(posts).orderBy(asc(posts.id)).limit(2)).map((p) => ({
      model: 'post' as const,
      id: p.id,
    })),
    ...(await db.select({ id: answers.id }).from(answers).orderBy(asc(answers.id)).limit(2)).map((a) => ({
      model: 'answer' as const,
      id: a.id,
    })),
  ];
  const hour = 3_600_000;
  const now = Date.now();
  const rows = reported.flatMap((object, i) =>
    reporters.slice(0, 1 + (i % 2)).map((reporter, j) => ({
      reporterId: reporter.id,
      model: object.model,
      modelId: object.id,
      reason: REPORT_REASONS[(i + j) % REPORT_REASONS.length] as string,
      createdAt: new Date(now - (reported.length - i) * 6 * hour + j * hour),
    })),
  );
  if (rows.length > 0) await db.insert(contentReports).values(rows).onConflictDoNothing();
  // Each reported object opens its case in the review queue, as a report through the API does.
  const cases = new Map<string, { objectType: 'post' | 'answer'; objectId: number; pendingReports: number; openedAt: Date }>();
  for (const row of rows) {
    const key = `${row.model}:${row.modelId}`;
    const found = cases.get(key);
    if (found) found.pendingReports += 1;
    else cases.set(key, { objectType: row.model, objectId: row.modelId, pendingReports: 1, openedAt: row.createdAt });
  }
  const idsOf = (model: 'post' | 'answer') => [0, ...reported.filter((r) => r.model === model).map((r) => r.id)];
  const authors = new Map<string, number | null>([
    ...(
      await db
        .select({ id: posts.id, userId: posts.userId })
        .from(posts)
        .where(inArray(posts.id, idsOf('post')))
    ).map((p) => [`post:${p.id}`, p.userId] as const),
    ...(
      await db
        .select({ id: answers.id, userId: answers.userId })
        .from(answers)
        .where(inArray(answers.id, idsOf('answer')))
    ).map((a) => [`answer:${a.id}`, a.userId] as const),
  ]);
  if (cases.size > 0) {
    await db
      .insert(moderationCases)
      .values([...cases.entries()].map(([key, c]) => ({ ...c, authorId: authors.get(key) ?? null })))
      .onConflictDoNothing();
  }
}
