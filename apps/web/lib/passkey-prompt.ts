/**
 * The passkey prompt state of SPEC §4, kept in this browser: `showPopUp` (offer to set up a
 * passkey) and `showButton` (offer passkey sign-in on the login screen). A registration hides
 * the prompt and shows the button.
 */
export type PasskeyPromptState = { showPopUp: boolean; showButton: boolean };

export const PASSKEY_PROMPT_KEY = 'learnly.passkey';
const DEFAULT: PasskeyPromptState = { showPopUp: true, showButton: false };

export function readPasskeyPrompt(): PasskeyPromptState {
  try {
    const raw = window.localStorage.getItem(PASSKEY_PROMPT_KEY);
    if (!raw) return DEFAULT;
    const parsed = JSON.parse(raw) as Partial<PasskeyPromptState>;
    return {
      showPopUp: typeof parsed.showPopUp === 'boolean' ? parsed.showPopUp : DEFAULT.showPopUp,
      showButton: typeof parsed.showButton === 'boolean' ? parsed.showButton : DEFAULT.showButton,
    };
  } catch {
    return DEFAULT;
  }
}

export function writePasskeyPrompt(state: PasskeyPromptState): void {
  try {
    window.localStorage.setItem(PASSKEY_PROMPT_KEY, JSON.stringify(state));
  } catch {
    // Storage unavailable (private mode, quota): the prompt shows again next time.
  }
}

/** After a successful registration: no more prompt, and the sign-in button from now on. */
export function passkeyRegistered(): void {
  writePasskeyPrompt({ showPopUp: false, showButton: true });
}

/**
 * What @simplewebauthn/browser's `browserSupportsWebAuthn` checks, without loading that library:
 * the pages that only ask whether to offer passkeys (sign-in, the pop-up) load it on use.
 */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
