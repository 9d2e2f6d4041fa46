/**
 * Set once the welcome form has saved the user's stream and tags in this page's lifetime, so
 * that a session still carrying showPreferences=true (before the JWT refresh lands) does not
 * bounce the user back to /welcome. A reload trusts the server's session again.
 */
let saved = false;

export function markPreferencesSaved(): void {
  saved = true;
}

export function preferencesSavedInThisPage(): boolean {
  return saved;
}
