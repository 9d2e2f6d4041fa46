import type { EnquiryStatus } from '@lp/contract/enquiries';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { courses } from '../schema/courses.ts';
import { enquiries, enquiryNotes } from '../schema/enquiries.ts';
import { staffRoles } from '../schema/staff.ts';
import { insertUser } from './factories.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A colleague of the demo admissions officer, so that enquiries can be assigned to someone else too (no second factor: not a demo sign-in). */
export const SEED_COUNSELLOR = { email: 'counsellor@learnly.in', fullName: 'Karthik Menon' };

type SeedLead = {
  name: string;
  mobile: string;
  pin: string;
  message: string;
  /** Index into the institute's courses, or null for the institute itself. */
  course: number | null;
  daysAgo: number;
  status: EnquiryStatus;
  /** 0: the admissions officer, 1: the counsellor. */
  assignee?: 0 | 1;
  notes?: string[];
};

const LEADS: SeedLead[] = [
  {
    name: 'Rahul Verma',
    mobile: '9123456780',
    pin: '560034',
    message: 'Is there a weekend batch for working professionals?',
    course: 0,
    daysAgo: 0.1,
    status: 'new',
  },
  {
    name: 'Sneha Iyer',
    mobile: '9845012345',
    pin: '600020',
    message: 'What are the fees, and is EMI available?',
    course: 1,
    daysAgo: 0.6,
    status: 'new',
  },
  {
    name: 'Mohammed Irfan',
    mobile: '9019283746',
    pin: '500032',
    message: 'Do you help with placements after the course?',
    course: null,
    daysAgo: 1.2,
    status: 'new',
    assignee: 1,
  },
  {
    name: 'Pooja Deshpande',
    mobile: '9765432109',
    pin: '411004',
    message: 'Can I join mid-way through the term?',
    course: 2,
    daysAgo: 2,
    status: 'contacted',
    assignee: 0,
    notes: ['Called at 11 am. Sending the brochure on WhatsApp.'],
  },
  {
    name: 'Arjun Reddy',
    mobile: '8876543210',
    pin: '500081',
    message: 'Is the certificate recognised by employers?',
    course: 0,
    daysAgo: 3,
    status: 'contacted',
    assignee: 1,
    notes: ['Spoke to his father; they will visit the campus on Saturday.'],
  },
  {
    name: 'Kavitha Subramanian',
    mobile: '9444012345',
    pin: '641002',
    message: 'Do you have hostel facilities for girls?',
    course: null,
    daysAgo: 4,
    status: 'contacted',
    assignee: 0,
  },
  {
    name: 'Vikas Yadav',
    mobile: '7007123456',
    pin: '226010',
    message: 'Is there an online option? I live in Lucknow.',
    course: 1,
    daysAgo: 6,
    status: 'enrolled',
    assignee: 0,
    notes: ['Paid the first instalment.', 'Joined the January online batch.'],
  },
  {
    name: 'Ishita Banerjee',
    mobile: '9830098300',
    pin: '700019',
    message: 'Scholarship for merit students?',
    course: 2,
    daysAgo: 9,
    status: 'enrolled',
    assignee: 1,
    notes: ['Got the 20% merit scholarship. Enrolled.'],
  },
  {
    name: 'Harpreet Kaur',
    mobile: '9876012345',
    pin: '160017',
    message: 'What is the batch size?',
    course: 0,
    daysAgo: 12,
    status: 'not_interested',
    assignee: 0,
    notes: ['Chose a college closer to home.'],
  },
  {
    name: 'Deepak Joshi',
    mobile: '9001234567',
    pin: '302017',
    message: 'Timings for the evening batch?',
    course: 1,
    daysAgo: 15,
    status: 'not_interested',
    assignee: 1,
    notes: ['Fees above his budget; shared the scholarship form anyway.'],
  },
  {
    name: 'Nikhil Menon',
    mobile: '9447123456',
    pin: '682024',
    message: 'Please call me after 6 pm.',
    course: 2,
    daysAgo: 18,
    status: 'unreachable',
    assignee: 0,
    notes: ['Three calls, no answer. Sent an email.'],
  },
  {
    name: 'Fatima Shaikh',
    mobile: '9820011223',
    pin: '400050',
    message: '',
    course: null,
    daysAgo: 24,
    status: 'unreachable',
    assignee: 1,
    notes: ['Number switched off twice.'],
  },
  {
    name: 'Siddharth Rao',
    mobile: '9900112233',
    pin: '560076',
    message: 'Does the course cover React and Node?',
    course: 0,
    daysAgo: 30,
    status: 'enrolled',
    assignee: 0,
  },
  {
    name: 'Ananya Ghosh',
    mobile: '9674012345',
    pin: '700091',
    message: 'Is there a demo class I can attend?',
    course: 1,
    daysAgo: 36,
    status: 'contacted',
    assignee: 1,
    notes: ['Booked her into Thursday’s demo class.'],
  },
];

/**
 * The demo lead inbox (issue 32): the institute of the demo admissions officer (seeded by
 * staff-seed.ts) gets enquiries in every status, with an assignee and private notes, from the last
 * five weeks; that makes it the institute with the most enquiries. Run after seedStaff.
 */
export async function seedEnquiries(db: Database, options: { admissionsEmail: string; now?: number }): Promise<void> {
  const now = options.now ?? Date.now();
  const [admissions] = await db
    .select({ id: users.id, instituteId: staffRoles.instituteId })
    .from(users)
    .innerJoin(staffRoles, and(eq(staffRoles.userId, users.id), eq(staffRoles.role, 'institute_staff')))
    .where(eq(users.email, options.admissionsEmail));
  const instituteId = admissions?.instituteId;
  if (!admissions || !instituteId) return;
  const counsellor = await insertUser(db, { ...SEED_COUNSELLOR, showPreferences: false });
  await db.insert(staffRoles).values({ userId: counsellor.id, role: 'institute_staff', instituteId });
  const staffIds = [admissions.id, counsellor.id] as const;
  const instituteCourses = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.instituteId, instituteId))
    .orderBy(asc(courses.id))
    .limit(3);

  for (const lead of LEADS) {
    const course = lead.course === null ? undefined : instituteCourses[lead.course % Math.max(1, instituteCourses.length)];
    const createdAt = new Date(now - lead.daysAgo * DAY);
    const [row] = await db
      .insert(enquiries)
      .values({
        modelName: course ? 'course' : 'institute',
        modelId: course ? course.id : instituteId,
        instituteId,
        name: lead.name,
        email: `${lead.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.in`,
        mobile: lead.mobile,
        pinCode: lead.pin,
        message: lead.message,
        status: lead.status,
        statusChangedAt: lead.status === 'new' ? null : new Date(createdAt.getTime() + 5 * HOUR),
        assigneeId: lead.assignee === undefined ? null : staffIds[lead.assignee],
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: enquiries.id });
    if (!row || !lead.notes) continue;
    await db.insert(enquiryNotes).values(
      lead.notes.map((text, i) => ({
        enquiryId: row.id,
        authorId: staffIds[(lead.assignee ?? 0) as 0 | 1],
        text,
        createdAt: new Date(createdAt.getTime() + (4 + i * 20) * HOUR),
      })),
    );
  }
}
