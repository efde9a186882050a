import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text exactly, and skips scripts with a src and empty ones", () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script><script defer src=/y.js></script>' +
      '<script></script></head><body><SCRIPT id="b">\n  b();\n</SCRIPT></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n  b();\n')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it("finds index.html's one inline script (the splash's), so the policy allows it and nothing else", () => {
    const html = fs.readFileSync('src/client/index.html', 'utf8');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toBe(sha(/<script>([\s\S]*?)<\/script>/.exec(html)![1]!));
  });
});
