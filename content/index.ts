/** All curated content, in archetype id order (src/shared/archetypes.ts). */
import type { ArchetypeContent } from './schema.ts';
import { rtps } from './archetypes/rtps.ts';
import { rtpf } from './archetypes/rtpf.ts';
import { rtas } from './archetypes/rtas.ts';
import { rtaf } from './archetypes/rtaf.ts';
import { rcps } from './archetypes/rcps.ts';
import { rcpf } from './archetypes/rcpf.ts';
import { rcas } from './archetypes/rcas.ts';
import { rcaf } from './archetypes/rcaf.ts';
import { itps } from './archetypes/itps.ts';
import { itpf } from './archetypes/itpf.ts';
import { itas } from './archetypes/itas.ts';
import { itaf } from './archetypes/itaf.ts';
import { icps } from './archetypes/icps.ts';
import { icpf } from './archetypes/icpf.ts';
import { icas } from './archetypes/icas.ts';
import { icaf } from './archetypes/icaf.ts';

export { starSigns } from './star-signs.ts';
export { humanTypes } from './human-types.ts';
export { boards } from './boards.ts';

/** Index i holds archetype id i + 1. */
export const archetypeContent: readonly ArchetypeContent[] = [
  rtps,
  rtpf,
  rtas,
  rtaf,
  rcps,
  rcpf,
  rcas,
  rcaf,
  itps,
  itpf,
  itas,
  itaf,
  icps,
  icpf,
  icas,
  icaf,
];
