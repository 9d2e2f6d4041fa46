import { ENQUIRY_STATUS_LABELS, type InboxEnquiry } from '@lp/contract/enquiries';
import { csvDocument } from '../../shared/csv.ts';

const COLUMNS = [
  'id',
  'received_at',
  'status',
  'status_changed_at',
  'name',
  'mobile',
  'email',
  'pin_code',
  'course_or_institute',
  'institute',
  'message',
  'assignee',
  'anonymised_at',
];

/** The inbox's filtered view for a CRM: one row per enquiry, newest first. */
export function inboxCsv(rows: InboxEnquiry[]): string {
  return csvDocument(
    COLUMNS,
    rows.map((r) => [
      r.id,
      r.createdAt,
      ENQUIRY_STATUS_LABELS[r.status],
      r.statusChangedAt,
      r.name,
      r.mobile,
      r.email,
      r.pinCode,
      r.target.name,
      r.institute.name,
      r.message,
      r.assignee?.fullName ?? '',
      r.anonymisedAt,
    ]),
  );
}
