/**
 * Where the questionnaire keeps its draft in the browser (features/questionnaire/draft.ts owns the
 * draft); home's 'Which pet is this for?' uses it to drop a left-over draft of a known pet.
 */
export const DRAFT_KEY = 'pawtype-assessment-draft';

/** 'A new pet' on home's chooser: a left-over 'Assess again' draft is of another pet, so it goes. */
export function clearDraftOfKnownPet(): void {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    const petId = raw ? (JSON.parse(raw) as { petId?: unknown }).petId : null;
    if (petId !== null && petId !== undefined) localStorage.removeItem(DRAFT_KEY);
  } catch {
    /* storage blocked or a broken draft: the questionnaire ignores it anyway */
  }
}
