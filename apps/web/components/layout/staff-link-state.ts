/**
 * Whether the signed-in user is staff, for the "Staff" entry of the account menu: asked of
 * GET /api/staff/me the first time the menu is opened (or pointed at), not on every page load,
 * and remembered for the tab per user (a 403 answers "not staff").
 */
const known = new Map<number, Promise<boolean>>();

function storageKey(userId: number): string {
  return `lp-staff:${userId}`;
}

export function isStaff(userId: number): Promise<boolean> {
  let answer = known.get(userId);
  if (!answer) {
    const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(storageKey(userId));
    answer =
      stored !== null
        ? Promise.resolve(stored === '1')
        : fetch('/api/staff/me', { credentials: 'same-origin', headers: { accept: 'application/json' } })
            .then((response) => {
              // Only a definite answer is remembered: a failure asks again next time.
              if (response.ok || response.status === 403) sessionStorage.setItem(storageKey(userId), response.ok ? '1' : '0');
              else known.delete(userId);
              return response.ok;
            })
            .catch(() => {
              known.delete(userId);
              return false;
            });
    known.set(userId, answer);
  }
  return answer;
}
