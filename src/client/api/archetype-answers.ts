/**
 * The famous-animal and star-sign calls, their failures mapped to the errors the dialogs show (the
 * toasts are the dialogs'). Their replies are checked against the contracts' response schemas, so
 * this module (and Zod) loads only with the dialogs that call them.
 */
import * as archetypesRoutes from '#shared/routes/archetypes.generated.ts';
import { ApiError, InvalidResponseError, callApi } from '#client/lib/api-client.ts';
import { archetypeEndpoints, type FamousAnimal, type StarSign } from '#shared/contracts/archetypes.ts';
import { STAR_SIGN_WARNING_NAME } from '#shared/rules/archetypes.ts';

/** The list, or ApiError (non-OK) / InvalidResponseError (a reply not in the contract's shape). */
export async function fetchFamousAnimals(
  archetypeTitle: string,
  archetypeDescription: string,
): Promise<FamousAnimal[]> {
  try {
    const reply = await callApi(
      archetypesRoutes.famousAnimals,
      { body: { archetypeTitle, archetypeDescription } },
      { validate: archetypeEndpoints.famousAnimals.response },
    );
    return reply.famousAnimals;
  } catch (err) {
    if (err instanceof SyntaxError) throw new InvalidResponseError('Received invalid data format from server');
    throw err;
  }
}

export interface StarSignReply {
  signs: StarSign[];
  /** The description of a first entry named 'Error'. */
  warning: string | null;
}

/**
 * The star-sign details. Non-OK: 'Failed to generate star sign details: <status>'; a reply that is
 * not JSON or not the contract's shape: 'Server returned invalid JSON'.
 */
export async function fetchStarSigns(archetypeTitle: string, matchingStarSigns: string[]): Promise<StarSignReply> {
  let signs: StarSign[];
  try {
    const body = { archetypeTitle, matchingStarSigns: matchingStarSigns.join(', ') };
    signs = (await callApi(archetypesRoutes.starSigns, { body }, { validate: archetypeEndpoints.starSigns.response }))
      .starSigns;
  } catch (err) {
    if (err instanceof ApiError) throw new Error(`Failed to generate star sign details: ${err.status}`);
    throw new Error('Server returned invalid JSON');
  }
  const first = signs[0];
  if (first?.name === STAR_SIGN_WARNING_NAME) return { signs: signs.slice(1), warning: first.description || null };
  return { signs, warning: null };
}
