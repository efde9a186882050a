import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientPaths, clientRoutePatterns } from '#shared/rules/client-paths.ts';
import { SCREEN_MODULES, screenPatternFor, withScreenModules } from './screen-pages.ts';

describe('SCREEN_MODULES', () => {
  it("names, for each of the router's paths, the module its screen is loaded from", () => {
    const router = fs.readFileSync('src/client/app/router.tsx', 'utf8');
    const loaders = new Map(
      [...router.matchAll(/const (\w+) = \(\) => import\('\.\.\/([^']+)'\);/g)].map((m) => [m[1]!, m[2]!]),
    );
    const modules = new Map<string, string>();
    for (const m of router.matchAll(/const (\w+) = screen\(\s*(?:\(\) => import\('\.\.\/([^']+)'\)|(\w+)),/g))
      modules.set(m[1]!, m[2] ?? loaders.get(m[3]!)!);
    const paths: Record<string, Record<string, unknown>> = {
      clientPaths,
      clientRoutePatterns,
    };
    const routes = [
      ...router.matchAll(/<Route path=\{(clientPaths|clientRoutePatterns)\.(\w+)\} element=\{<(\w+) \/>\}/g),
    ];
    expect(routes.length).toBeGreaterThan(20);
    const fromRouter = Object.fromEntries(
      routes.map(([, table, key, component]) => [paths[table!]![key!] as string, `${modules.get(component!)}.tsx`]),
    );
    expect(SCREEN_MODULES).toEqual(fromRouter);
  });
});

describe('screenPatternFor', () => {
  it("gives the router's pattern a path takes, parameters matching one whole segment", () => {
    expect(screenPatternFor('/')).toBe(clientPaths.home);
    expect(screenPatternFor('/welcome')).toBe(clientPaths.welcome);
    expect(screenPatternFor('/pets/12')).toBe(clientRoutePatterns.pet);
    expect(screenPatternFor('/pets/12/household/3')).toBe(clientRoutePatterns.household);
    expect(screenPatternFor('/results/7')).toBe(clientRoutePatterns.results);
    for (const none of ['/no-such-page', '/pets/', '/pets/12/household', '/welcome/extra', ''])
      expect(screenPatternFor(none), none).toBeNull();
  });
});

describe('withScreenModules', () => {
  const html = '<head><script type="module" crossorigin src="/a.js"></script></head><body></body>';
  it('names the chunks before the head closes, escaped, at the usual priority unless asked for low', () => {
    expect(withScreenModules(html, ['/b.js', '/c"d.js'])).toBe(
      '<head><script type="module" crossorigin src="/a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/b.js"><link rel="modulepreload" crossorigin href="/c&quot;d.js"></head><body></body>',
    );
    expect(withScreenModules(html, ['/b.js'], true)).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js"></head><body></body>',
    );
  });
});
