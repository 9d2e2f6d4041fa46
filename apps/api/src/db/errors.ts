/** PostgreSQL's unique_violation (23505), whichever driver reported it and however drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's socket and disk errors that mean "the database (or the disk) is not there right now". */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EDQUOT',
]);
/** What node-postgres says when a connection is lost or never made (it sets no code for these). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

/**
 * An outage rather than a bug: the server cannot be reached (SQLSTATE class 08, an admin
 * shutdown or a server still starting: 57P01 to 57P03), it has no room (class 53: disk full,
 * out of memory, too many connections), or the socket or the disk failed. Callers answer 503
 * with Retry-After and keep sessions as they are (DESIGN §4).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_ERRNO.has(code) || code.startsWith('08') || code.startsWith('53') || /^57P0[123]$/.test(code)) {
        return true;
      }
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
