/**
 * Whether the signed-in owner has just registered on this tab, so home greets them with a welcome
 * rather than 'Welcome back' (issue 22). Kept for the tab's session; a later sign-in forgets it.
 */
const KEY = 'pawtype-just-registered';

export function markJustRegistered(userId: number): void {
  try {
    sessionStorage.setItem(KEY, String(userId));
  } catch {
    // Storage may be unavailable (private mode): the greeting falls back to 'Welcome back'.
  }
}

export function forgetJustRegistered(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

export function isJustRegistered(userId: number): boolean {
  try {
    return sessionStorage.getItem(KEY) === String(userId);
  } catch {
    return false;
  }
}
