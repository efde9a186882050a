import { pathFor } from '#shared/paths.ts';
import { getAsset } from '#shared/routes/platform.generated.ts';

/** An archetype's illustration (`/api/assets/archetype-icaf`), as every screen shows it. */
export const archetypeImageUrl = (code: string) => pathFor(getAsset.path, { name: `archetype-${code.toLowerCase()}` });
