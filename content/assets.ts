/** The image assets shipped in content/assets, seeded into app_assets and served at /api/assets/{name}. */
import fs from 'node:fs';
import path from 'node:path';
import { SPECIES, type Species } from '#shared/pet-types.ts';
import { archetypePictureAlt } from '#shared/archetype-pictures.ts';

export interface AssetFile {
  name: string;
  contentType: string;
  content: string;
  description: string;
}

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml' };

function describe(name: string): string {
  const picture = /^archetype-([a-z]{4})-([a-z]+)$/.exec(name);
  if (picture && SPECIES.includes(picture[2] as Species)) {
    return archetypePictureAlt(picture[1]!.toUpperCase(), picture[2] as Species);
  }
  if (name.startsWith('archetype-')) return `Illustration of the ${name.slice(10).toUpperCase()} archetype`;
  if (name.startsWith('famous-')) return `Portrait of the featured famous ${name.slice(7).toUpperCase()} animal`;
  if (name.startsWith('question-')) return `Questionnaire illustration ${name.slice(9)}`;
  if (name === 'paw-pattern-bg') return 'Paw-print background pattern';
  if (name === 'logo') return 'PawType logo';
  return name;
}

export function readAssetFiles(dir: string): AssetFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => TYPES[path.extname(f)])
    .sort()
    .map((f) => {
      const name = path.basename(f, path.extname(f));
      return {
        name,
        contentType: TYPES[path.extname(f)]!,
        content: fs.readFileSync(path.join(dir, f), 'utf8'),
        description: describe(name),
      };
    });
}

/** Question illustrations: 10 images, one picked at random per question. */
