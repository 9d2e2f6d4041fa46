import type { AuditEntry } from '@lp/contract/staff';
import { csvDocument } from '../../shared/csv.ts';

const COLUMNS = [
  'id',
  'created_at',
  'actor_id',
  'actor_email',
  'actor_role',
  'action',
  'object_type',
  'object_id',
  'ip',
  'reason',
  'before',
  'after',
];

/** The audit log as CSV (RFC 4180, CRLF line ends), with a header row. */
export function auditCsv(rows: AuditEntry[]): string {
  return csvDocument(
    COLUMNS,
    rows.map((r) => [
      r.id,
      r.createdAt,
      r.actor?.id ?? '',
      r.actor?.email ?? '',
      r.actorRole,
      r.action,
      r.objectType,
      r.objectId,
      r.ip,
      r.reason,
      r.before ?? null,
      r.after ?? null,
    ]),
  );
}
