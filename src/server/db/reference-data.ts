/**
 * The reference rows PawType ships with, built from `content/` and `src/shared`: the seed writes them to
 * the database and the in-memory catalog reads them, so both hold the same ids and texts.
 */
import { ARCHETYPES, TRAITS } from '#shared/archetypes.ts';
import { PET_TYPES } from '#shared/pet-types.ts';
import { archetypeContent, boards, starSigns } from '#content/index.ts';
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

/** Activities (ids archetype * 1000 + n) and care tips (archetype * 1000 + 500 + n). */
export function recommendationRows(): (typeof s.recommendations.$inferSelect)[] {
  return archetypeContent.flatMap((a, i) => {
    const archetypeId = i + 1;
    const species = (list?: string[]) => (list ? list.join(',') : null);
    return [
      ...a.activities.map((x, j) => ({
        id: archetypeId * 1000 + j + 1,
        archetypeId,
        type: 'activity',
        text: x.text,
        icon: x.icon,
        species: species(x.species),
      })),
      ...a.careTips.map((x, j) => ({
        id: archetypeId * 1000 + 500 + j + 1,
        archetypeId,
        type: 'care_tip',
        text: x.text,
        icon: null,
        species: species(x.species),
      })),
    ];
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
