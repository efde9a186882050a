/**
 * The page the server sends for each of the app's screens: index.html naming that screen's chunks as
 * modulepreloads (src/server/lib/client-manifest.ts), so the browser fetches them while it parses the
 * page, beside the entry, instead of after the app has started; and the app, finding them in the page,
 * does not add them itself (Vite's preload helper appends a link per chunk in one task otherwise:
 * docs/decisions/0057).
 */
import { clientPaths, clientRoutePatterns } from '#shared/rules/client-paths.ts';
import { screenChunkUrls } from './client-manifest.ts';

/**
 * Each screen's path (the router's, src/client/app/router.tsx) and the module that holds it in the
 * build (Vite's manifest key). `screen-pages.test.ts` checks it against the router.
 */
export const SCREEN_MODULES: Record<string, string> = {
  [clientPaths.welcome]: 'features/welcome/welcome-page.tsx',
  [clientPaths.terms]: 'features/legal/terms-page.tsx',
  [clientRoutePatterns.shared]: 'features/shared-result/shared-page.tsx',
  [clientPaths.forgotPassword]: 'features/account/account-pages.tsx',
  [clientPaths.resetPassword]: 'features/account/account-pages.tsx',
  [clientPaths.confirmEmail]: 'features/account/account-pages.tsx',
  [clientPaths.unsubscribe]: 'features/account/account-pages.tsx',
  [clientPaths.auth]: 'features/auth/auth-page.tsx',
  [clientPaths.home]: 'features/home/home-page.tsx',
  [clientPaths.assessments]: 'features/assessments/all-assessments-page.tsx',
  [clientPaths.assessment]: 'features/questionnaire/assessment-page.tsx',
  [clientRoutePatterns.results]: 'features/results/results-page.tsx',
  [clientRoutePatterns.archetypeDetails]: 'features/archetypes/archetype-details-page.tsx',
  [clientPaths.archetypeLibrary]: 'features/archetypes/archetype-library-page.tsx',
  [clientRoutePatterns.discussionBoard]: 'features/discussion/discussion-board-page.tsx',
  [clientRoutePatterns.archetypeDiscussion]: 'features/discussion/archetype-discussion-page.tsx',
  [clientRoutePatterns.pet]: 'features/pets/pet-page.tsx',
  [clientRoutePatterns.household]: 'features/pets/household-page.tsx',
  [clientPaths.changePassword]: 'features/account/account-pages.tsx',
  [clientPaths.changeEmail]: 'features/account/account-pages.tsx',
  [clientPaths.notifications]: 'features/notifications/notifications-page.tsx',
  [clientPaths.notificationSettings]: 'features/account/account-pages.tsx',
  [clientPaths.admin]: 'features/admin/admin-page.tsx',
  [clientPaths.moderation]: 'features/admin/moderation-page.tsx',
};

/** The router's pattern ('/pets/:petId') that this path ('/pets/12') takes, or null for none. */
export function screenPatternFor(pathname: string): string | null {
  const parts = pathname.split('/');
  for (const pattern of Object.keys(SCREEN_MODULES)) {
    const want = pattern.split('/');
    if (want.length === parts.length && want.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i])))
      return pattern;
  }
  return null;
}

/** Text for an HTML attribute's value (between double quotes). */
export const htmlAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * index.html naming these chunks as modulepreloads beside the entry's; with `lowPriority`, every
 * module script and modulepreload of the page at fetchpriority="low" (a page that paints without them).
 */
export function withScreenModules(indexHtml: string, chunkUrls: string[], lowPriority = false): string {
  const links = chunkUrls.map((url) => `<link rel="modulepreload" crossorigin href="${htmlAttribute(url)}">`).join('');
  const html = indexHtml.replace(/<\/head>/i, (end) => `${links}${end}`);
  return lowPriority
    ? html.replace(/<(script type="module"|link rel="modulepreload") /g, (tag) => `${tag}fetchpriority="low" `)
    : html;
}

/** Each screen pattern's page (index.html with its chunks), built once. */
export function screenPages(indexHtml: string, clientDir: string): Map<string, string> {
  const byModule = new Map<string, string>();
  const pages = new Map<string, string>();
  for (const [pattern, module] of Object.entries(SCREEN_MODULES)) {
    let page = byModule.get(module);
    if (page === undefined) {
      page = withScreenModules(indexHtml, screenChunkUrls(clientDir, module));
      byModule.set(module, page);
    }
    pages.set(pattern, page);
  }
  return pages;
}
