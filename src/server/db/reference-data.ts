/**
 * The reference rows PawType ships with, built from `content/` and `src/shared`: the seed writes them to
 * the database and the in-memory catalog reads them, so both hold the same ids and texts.
 */
import { ARCHETYPES, TRAITS } from '#shared/archetypes.ts';
import { PET_TYPES } from '#shared/pet-types.ts';
import { archetypeContent, boards, starSigns } from '#content/index.ts';
import { SPECIES_VALUES } from '#content/schema.ts';
import type * as s from './schema.ts';

export const petTypeRows = () => PET_TYPES.map((p) => ({ id: p.id, name: p.name }));

export const traitRows = () => TRAITS.map((t, i) => ({ id: i + 1, name: t.name, description: t.description }));

export function archetypeRows(): (typeof s.archetypes.$inferSelect)[] {
  return ARCHETYPES.map((a) => {
    const content = archetypeContent[a.id - 1];
    if (!content) throw new Error(`content/ has no archetype ${a.code}`);
    const { activities: _activities, careTips: _careTips, ...details } = content;
    return {
      id: a.id,
      name: a.title,
      code: a.code,
      description: content.description,
      petTypeId: null,
      content: details,
    };
  });
}

/**
 * Activities and care tips, one row per species (content/ writes them per species): ids archetype * 1000
 * + species * 100 + n for activities and archetype * 1000 + species * 100 + 50 + n for care tips, with
 * species 0 dog, 1 cat, 2 bird, 3 rabbit, 4 other.
 */
export function recommendationRows(): (typeof s.recommendations.$inferSelect)[] {
  return archetypeContent.flatMap((a, i) => {
    const archetypeId = i + 1;
    return SPECIES_VALUES.flatMap((species, k) => {
      const base = archetypeId * 1000 + k * 100;
      if (a.activities[species].length > 50 || a.careTips[species].length > 49) {
        throw new Error(`content/ ${a.code} has more ${species} items than the ids leave room for`);
      }
      return [
        ...a.activities[species].map((x, j) => ({
          id: base + j + 1,
          archetypeId,
          type: 'activity',
          text: x.text,
          icon: x.icon,
          species,
        })),
        ...a.careTips[species].map((text, j) => ({
          id: base + 50 + j + 1,
          archetypeId,
          type: 'care_tip',
          text,
          icon: null,
          species,
        })),
      ];
    });
  });
}

/** Board N belongs to archetype N. */
export const boardRows = () =>
  boards.map((b) => ({ id: b.archetypeId, archetypeId: b.archetypeId, name: b.name, description: b.description }));

export const starSignRows = () =>
  starSigns.map((x, i) => ({
    id: i + 1,
    name: x.name,
    dates: x.dates,
    startMonth: x.start[0],
    startDay: x.start[1],
    endMonth: x.end[0],
    endDay: x.end[1],
    description: x.description,
    compatibility: x.compatibility,
  }));
