/** The 80 species pictures (issue 19): drawn by the committed script, light, labelled, and in words each species may read. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '#shared/archetypes.ts';
import { SPECIES } from '#shared/pet-types.ts';
import { archetypePictureAlt, archetypePictureName, archetypePictureUrl } from '#shared/archetype-pictures.ts';
import { ARCHETYPE_PICTURE_VERSIONS } from '#shared/archetype-picture-versions.ts';
import { contentVersion, drawAll } from '../scripts/draw-archetype-pictures.ts';
import { forbiddenWordsIn } from './species-vocabulary.ts';

const ASSETS_DIR = path.join(import.meta.dirname, 'assets');
const pictures = ARCHETYPES.flatMap((a) => SPECIES.map((species) => ({ code: a.code, title: a.title, species })));

describe('archetype pictures for each species', () => {
  const drawn = drawAll();

  it('has 80: every archetype for dog, cat, bird, rabbit and other', () => {
    expect(pictures).toHaveLength(80);
    for (const p of pictures) {
      expect(fs.existsSync(path.join(ASSETS_DIR, `${archetypePictureName(p.code, p.species)}.svg`))).toBe(true);
    }
  });

  it.each(pictures.map((p) => [archetypePictureName(p.code, p.species), p] as const))(
    '%s is the generator output, titled, described by its alt text, ids prefixed, under 15 KiB gzipped',
    (name, p) => {
      const svg = fs.readFileSync(path.join(ASSETS_DIR, `${name}.svg`), 'utf8');
      expect(svg, 'run npx tsx scripts/draw-archetype-pictures.ts').toBe(drawn.get(name));
      expect(svg).toContain('viewBox="0 0 256 256"');
      expect(svg).toMatch(new RegExp(`<title id="[^"]+">The ${p.title} \\(${p.code}\\)</title>`));
      expect(svg).toContain(`<desc>${archetypePictureAlt(p.code, p.species).replace(/'/g, '&#39;')}.</desc>`);
      expect(svg).not.toMatch(/<text|<script|<image|href=|\son[a-z]+=/i);
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      const prefix = ids[0]!.split('-')[0]!;
      expect(ids.every((id) => id.startsWith(`${prefix}-`))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect(zlib.gzipSync(svg).length).toBeLessThan(15 * 1024);
      expect(archetypePictureUrl(p.code, p.species)).toBe(`/api/assets/${name}?v=${contentVersion(svg)}`);
      expect(ARCHETYPE_PICTURE_VERSIONS[name]).toBe(contentVersion(svg));
    },
  );

  it('ids differ between files, so pictures inlined on one page cannot clash', () => {
    const prefixes = pictures.map((p) => {
      const svg = drawn.get(archetypePictureName(p.code, p.species))!;
      return /\sid="([^"-]+)-/.exec(svg)![1];
    });
    expect(new Set(prefixes).size).toBe(80);
  });

  it('names the animal and the scene, in words the species may read', () => {
    expect(archetypePictureAlt('RCAF', 'dog')).toBe('A dog leaping a hurdle');
    expect(archetypePictureAlt('RTPS', 'other')).toBe('A small pet keeping watch by the front door');
    for (const p of pictures) {
      const alt = archetypePictureAlt(p.code, p.species);
      expect(forbiddenWordsIn(alt, p.species), alt).toEqual([]);
    }
    expect(new Set(ARCHETYPES.map((a) => archetypePictureAlt(a.code, 'cat'))).size).toBe(16);
  });
});
