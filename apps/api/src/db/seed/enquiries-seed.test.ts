import { ENQUIRY_STATUSES } from '@lp/contract/enquiries';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.ts';
import { enquiries, enquiryNotes } from '../schema/enquiries.ts';
import { insertCompany, insertCourse, insertInstitute } from './catalogue-factories.ts';
import { seedEnquiries } from './enquiries-seed.ts';
import { DEMO_STAFF, seedStaff } from './staff-seed.ts';

const t = await createTestContext();
const institute = await insertInstitute(t.db);
await insertCompany(t.db);
await insertCourse(t.db, { instituteId: institute.id });
await insertCourse(t.db, { instituteId: institute.id });
await seedStaff(t.db, { reporterEmails: [] });
await seedEnquiries(t.db, { admissionsEmail: 'admissions@learnly.in' });

describe('the demo lead inbox', () => {
  it('gives admissions@learnly.in enquiries in every status, with notes and assignees, newest first', async () => {
    const admissions = DEMO_STAFF.find((m) => m.email === 'admissions@learnly.in');
    if (!admissions) throw new Error('no demo admissions officer');
    const cookie = await t.signIn(admissions.email, 'Learnly@123');
    const res = await t.get('/api/staff/enquiries?page_size=100', { cookie });
    expect(res.status, res.text).toBe(200);
    const { results, counts } = res.body.data;
    for (const status of ENQUIRY_STATUSES) expect(counts[status], status).toBeGreaterThan(0);
    expect(results.every((e: { institute: { id: number } }) => e.institute.id === institute.id)).toBe(true);
    expect(results.some((e: { assignee: unknown; notesCount: number }) => e.assignee !== null && e.notesCount > 0)).toBe(true);
    const rows = await t.db.select().from(enquiries).where(eq(enquiries.instituteId, institute.id));
    expect(rows.length).toBe(results.length);
    expect((await t.db.select().from(enquiryNotes)).length).toBeGreaterThan(5);
  });
});
