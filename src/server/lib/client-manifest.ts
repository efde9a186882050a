/**
 * What the built client loads for one screen, from Vite's manifest (dist/client/.vite/manifest.json,
 * `build.manifest` in vite.config.ts): the screen's chunk and every chunk it imports, less those the
 * entry already loads (index.html names them). A page the server sends for that screen names them as
 * modulepreloads, so the browser fetches them with the page instead of after the app has started and
 * asked for them (docs/decisions/0057).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export const MANIFEST_PATH = path.join('.vite', 'manifest.json');

/** The chunks' URLs ('/assets/...'), the screen's own first; none without a manifest or that screen. */
export function screenChunkUrls(clientDir: string, source: string): string[] {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(clientDir, MANIFEST_PATH), 'utf8'));
  } catch {
    return []; // a server without a built client (tests of the API alone)
  }
  const closure = (key: string, into: Set<string>, skip: Set<string> = new Set()) => {
    if (into.has(key) || skip.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into, skip);
    return into;
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
  return [...closure(source, new Set(), entry)].map((key) => `/${manifest[key]!.file}`);
}
