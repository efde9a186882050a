/**
 * The Content-Security-Policy sources of index.html's inline scripts: one `'sha256-...'` per
 * `<script>` without a src (the splash's one line, docs/decisions/0056). The policy allows those
 * scripts and no other inline script; a changed script changes its hash, read from the built file at start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '') || !m[2]) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes for the index.html at this path, none when there is no such file (an API-only server). */
export function inlineScriptHashesOf(indexHtmlPath: string): string[] {
  return fs.existsSync(indexHtmlPath) ? inlineScriptHashes(fs.readFileSync(indexHtmlPath, 'utf8')) : [];
}
