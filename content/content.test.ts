import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '#shared/archetypes.ts';
import { HUMAN_TYPE_CODES } from '#shared/human-types.ts';
import { archetypeContent, boards, humanTypes, starSigns, textsForSpecies } from './index.ts';
import { forbiddenWordsIn } from './species-vocabulary.ts';
import { readAssetFiles } from './assets.ts';
import {
  MIN_ITEMS_PER_SPECIES,
  SPECIES_VALUES,
  STAR_SIGN_NAMES,
  archetypeContentSchema,
  humanTypeSchema,
  starSignSchema,
  type ArchetypeContent,
} from './schema.ts';

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Every text an owner of `species` can be shown for an archetype, labelled by where it comes from: the
 * long texts after its own bySpecies versions replace the shared ones, the compatibility texts, and
 * its own activities and care tips. Famous animals are left out: they are real animals, told as they are.
 */
function visibleTexts(a: ArchetypeContent, species: (typeof SPECIES_VALUES)[number]): [string, string][] {
  const v = textsForSpecies(a, species);
  return [
    ['title', a.title],
    ['description', v.description],
    ...v.traits.map((t, i): [string, string] => [`trait ${i + 1}`, t]),
    ['overview', v.overview],
    ['bestApproach', v.bestApproach],
    ['greatTools', v.greatTools],
    ['getsOnWellWith', v.getsOnWellWith],
    ['idealOwner', v.idealOwner],
    ['tips', v.tips],
    ...a.compatibility.flatMap((c): [string, string][] => [
      [`${c.type} title`, c.title],
      [`${c.type} relationship`, c.relationshipStyle],
      [`${c.type} tips`, c.tips],
    ]),
    ...a.activities[species].map((x, i): [string, string] => [`activity ${i + 1}`, x.text]),
    ...a.careTips[species].map((t, i): [string, string] => [`care tip ${i + 1}`, t]),
  ];
}

describe('archetype content', () => {
  it('has the 16 archetypes in id order with the decided codes and titles', () => {
    expect(archetypeContent.map((a) => [a.code, a.title])).toEqual(ARCHETYPES.map((a) => [a.code, a.title]));
  });

  it.each(archetypeContent.map((a) => [a.code, a] as const))('%s matches the schema and is complete', (_code, a) => {
    archetypeContentSchema.parse(a);
    const lines = a.description.split('\n');
    expect(lines[0]).toBe('Your pet is:');
    expect(lines.slice(1).filter((l) => l.trim())).toHaveLength(4);
    expect(a.tips.split('\n').filter((p) => p.trim()).length).toBeGreaterThanOrEqual(2);
    expect(a.compatibility.map((c) => c.type).sort()).toEqual([...HUMAN_TYPE_CODES].sort());
    expect(new Set(a.bestHumanTypes).size).toBe(5);
    const featured = a.famousAnimals.filter((f) => f.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]!.image).toBe(`famous-${a.code.toLowerCase()}`);
    expect(fs.existsSync(path.join(ASSETS_DIR, `${featured[0]!.image}.svg`))).toBe(true);
  });

  it.each(archetypeContent.map((a) => [a.code, a] as const))(
    '%s gives every species at least five activities and five care tips of its own',
    (_code, a) => {
      for (const species of SPECIES_VALUES) {
        expect(a.activities[species]?.length ?? 0, `${a.code} activities for ${species}`).toBeGreaterThanOrEqual(
          MIN_ITEMS_PER_SPECIES,
        );
        expect(a.careTips[species]?.length ?? 0, `${a.code} care tips for ${species}`).toBeGreaterThanOrEqual(
          MIN_ITEMS_PER_SPECIES,
        );
        const own = [...a.activities[species].map((x) => x.text), ...a.careTips[species]].map(norm);
        expect(
          own.filter((t, i) => own.indexOf(t) !== i),
          `${a.code} repeats an item for ${species}`,
        ).toEqual([]);
      }
      for (const species of SPECIES_VALUES) {
        const view = textsForSpecies(a, species);
        const lines = view.description.split('\n');
        expect(lines[0], `${a.code} ${species} description`).toBe('Your pet is:');
        expect(
          lines.slice(1).filter((l) => l.trim()),
          `${a.code} ${species} description`,
        ).toHaveLength(4);
        expect(view.traits, `${a.code} ${species} traits`).toHaveLength(4);
        expect(view.tips.split('\n').filter((p) => p.trim()).length).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it.each(SPECIES_VALUES.map((s) => [s] as const))(
    'shows a %s owner no word meant for another kind of animal',
    (species) => {
      const found: string[] = [];
      for (const a of archetypeContent) {
        for (const [where, text] of visibleTexts(a, species)) {
          const words = forbiddenWordsIn(text, species);
          if (words.length > 0) found.push(`${a.code} ${where}: ${words.join(', ')} in "${text.slice(0, 80)}..."`);
        }
      }
      expect(found).toEqual([]);
    },
  );

  it('the vocabulary check catches a word of the wrong animal', () => {
    expect(forbiddenWordsIn('check its feathers and beak', 'dog')).toEqual(['feathers', 'beak']);
    expect(forbiddenWordsIn('wipe its paw pads, brush its fur', 'bird')).toEqual(['paw pads', 'fur']);
    expect(forbiddenWordsIn('play with a feather wand', 'cat')).toEqual([]);
    expect(forbiddenWordsIn('a cork bark hide', 'other')).toEqual([]);
    expect(forbiddenWordsIn('it barks at the door', 'other')).toEqual(['barks']);
    expect(forbiddenWordsIn('a hutch with a litter tray', 'other')).toEqual(['litter tray']);
    const planted = {
      ...archetypeContent[0]!,
      careTips: { ...archetypeContent[0]!.careTips, dog: ['Check its damaged feathers daily, please.'] },
    };
    expect(visibleTexts(planted, 'dog').some(([, t]) => forbiddenWordsIn(t, 'dog').length > 0)).toBe(true);
  });

  it('repeats no paragraph, tip or activity between archetypes', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const a of archetypeContent) {
      const texts = [
        a.bestApproach,
        a.greatTools,
        a.overview,
        a.getsOnWellWith,
        a.idealOwner,
        ...a.tips.split('\n'),
        ...a.description.split('\n').slice(1),
        ...a.compatibility.flatMap((c) => [c.relationshipStyle, c.tips]),
        ...a.famousAnimals.map((f) => f.description),
        ...SPECIES_VALUES.flatMap((sp) => [
          ...a.activities[sp].map((x) => x.text),
          ...a.careTips[sp],
          ...Object.values(a.bySpecies?.[sp] ?? {}).flatMap((v) => (Array.isArray(v) ? [] : v.split('\n'))),
        ]),
      ].filter((t) => t.trim().length > 0);
      for (const t of texts) {
        const key = norm(t);
        const seen = owner.get(key);
        if (seen && seen !== a.code) clashes.push(`${seen} and ${a.code}: ${t.slice(0, 60)}`);
        owner.set(key, a.code);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('features each famous animal under one archetype only', () => {
    const names = archetypeContent.flatMap((a) => a.famousAnimals.map((f) => norm(f.name)));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('lists only known star signs and human types', () => {
    for (const a of archetypeContent) {
      for (const s of a.starSigns) expect(STAR_SIGN_NAMES).toContain(s);
      for (const h of a.bestHumanTypes) expect(HUMAN_TYPE_CODES).toContain(h);
    }
  });
});

describe('star signs', () => {
  it('has the 12 western signs, valid, covering every day of the year once', () => {
    expect(starSigns.map((s) => s.name)).toEqual([...STAR_SIGN_NAMES]);
    starSigns.forEach((s) => starSignSchema.parse(s));
    const days = new Map<string, string>();
    for (let m = 1; m <= 12; m++) {
      for (let d = 1; d <= new Date(2024, m, 0).getDate(); d++) {
        const md = m * 100 + d;
        const hits = starSigns.filter((s) => {
          const start = s.start[0] * 100 + s.start[1];
          const end = s.end[0] * 100 + s.end[1];
          return start <= end ? md >= start && md <= end : md >= start || md <= end;
        });
        expect(hits.length, `${m}/${d}`).toBe(1);
        days.set(`${m}/${d}`, hits[0]!.name);
      }
    }
    expect(days.get('3/21')).toBe('Aries');
    expect(days.get('1/1')).toBe('Capricorn');
  });
});

describe('human types and boards', () => {
  it('has the 16 human types with their own titles', () => {
    expect(humanTypes.map((h) => h.code).sort()).toEqual([...HUMAN_TYPE_CODES].sort());
    humanTypes.forEach((h) => humanTypeSchema.parse(h));
    expect(new Set(humanTypes.map((h) => h.title)).size).toBe(16);
  });

  it('has one board per archetype, each with its own name and description', () => {
    expect(boards.map((b) => b.archetypeId)).toEqual(ARCHETYPES.map((a) => a.id));
    expect(new Set(boards.map((b) => b.name)).size).toBe(16);
    expect(new Set(boards.map((b) => b.description)).size).toBe(16);
  });
});

describe('image assets', () => {
  const assets = readAssetFiles(ASSETS_DIR);
  const names = assets.map((a) => a.name);

  it('has an image for each archetype, the 10 question illustrations and the background', () => {
    for (const a of ARCHETYPES) expect(names).toContain(`archetype-${a.code.toLowerCase()}`);
    for (let i = 1; i <= 10; i++) expect(names).toContain(`question-${i}`);
    expect(names).toContain('paw-pattern-bg');
  });

  it.each(assets.map((a) => [a.name, a] as const))('%s is a self-contained SVG with no active content', (_n, a) => {
    expect(a.content).toMatch(/<svg[\s>]/);
    expect(a.content).toMatch(/viewBox=/);
    expect(a.content).not.toMatch(/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i);
    expect(a.content).not.toMatch(/(xlink:)?href=["'](?!#)/);
    expect(a.content.length).toBeLessThan(60_000);
  });
});
