import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '#shared/archetypes.ts';
import { HUMAN_TYPE_CODES } from '#shared/human-types.ts';
import { archetypeContent, boards, humanTypes, starSigns } from './index.ts';
import { readAssetFiles } from './assets.ts';
import { SPECIES_VALUES, STAR_SIGN_NAMES, archetypeContentSchema, humanTypeSchema, starSignSchema } from './schema.ts';

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

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
    for (const species of SPECIES_VALUES) {
      const applies = (x: { species?: string[] | undefined }) => !x.species || x.species.includes(species);
      expect(a.activities.filter(applies).length, `${a.code} activities for ${species}`).toBeGreaterThanOrEqual(4);
      expect(a.careTips.filter(applies).length, `${a.code} care tips for ${species}`).toBeGreaterThanOrEqual(4);
    }
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
        ...a.activities.map((x) => x.text),
        ...a.careTips.map((x) => x.text),
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
