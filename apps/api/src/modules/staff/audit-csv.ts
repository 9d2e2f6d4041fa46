import type { AuditEntry } from '@lp/contract/staff';

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

/**
 * One cell: quoted when it holds a comma, quote or line break; a cell that a spreadsheet would read
 * as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP "CSV injection").
 */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit log as CSV (RFC 4180, CRLF line ends), with a header row. */
export function auditCsv(rows: AuditEntry[]): string {
  const lines = [COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [
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
      ]
        .map((v) => cell(typeof v === 'number' ? String(v) : v))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
