/**
 * The platform rules in one place, with no Zod: limits, messages, ids and names that the contracts
 * (src/shared/contracts/platform.ts), the server and the client all import (docs/decisions/0029).
 */
import { pathFor } from '#shared/paths.ts';
import { routes } from '#shared/routes.generated.ts';

/** An archetype's illustration (`/api/assets/archetype-icaf`), as every screen shows it. */
export const archetypeImageUrl = (code: string) =>
  pathFor(routes.getAsset.path, { name: `archetype-${code.toLowerCase()}` });

export const IMAGE_NOT_FOUND = 'Image not found';
