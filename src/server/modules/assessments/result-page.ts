/**
 * GET /results/{id}: the client's page (index.html) with what the result page will ask for named in
 * its head, so the browser fetches them while the app's scripts load instead of after they have run
 * (docs/decisions/0055-result-page-preloads.md): the session and the result itself (`/api/user`,
 * `/api/assessments/{id}`, fetched exactly as the app fetches them, with credentials) and, for the
 * signed-in owner of that result, the
 * archetype's picture for the pet's species and the pet's photo, the first screen's largest images.
 * Anyone else, or any failure (no session, another owner's id, the database away), gets the page
 * with the session's and the result's preloads only, which answers them what the app would ('Assessment not found').
 * The page names the owner's pictures, so it is private and varies with the cookie.
 * The page the app draws (anyone but the owner) names the result screen's chunks as modulepreloads
 * (src/server/lib/screen-pages.ts). The owner's, whose first screen is drawn in the page, does not: its
 * scripts are fetched at low priority, after the stylesheet and the pictures that screen paints, and the
 * screen's chunks when the app asks for them (the app never appends preloads for them itself: vite.config.ts;
 * docs/decisions/0057).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { archetypePictureUrl } from '#shared/archetype-pictures.ts';
import { parseNumericId, pathFor } from '#shared/paths.ts';
import { speciesForPetType } from '#shared/pet-types.ts';
import { getAssessment } from '#shared/routes/assessments.generated.ts';
import { currentUser } from '#shared/routes/auth.generated.ts';
import { screenChunkUrls } from '../../lib/client-manifest.ts';
import { htmlAttribute, SCREEN_MODULES, withScreenModules } from '../../lib/screen-pages.ts';
import { clientRoutePatterns } from '#shared/rules/client-paths.ts';
import { firstScreenHtml } from './first-screen.tsx';
import { requireOwnedAssessment, toResult } from './repository.ts';

type Preload = { href: string; as: 'fetch' | 'image'; credentials?: boolean };

/** index.html with the first screen's markup right after the app's root element. */
export function withFirstScreen(indexHtml: string, markup: string): string {
  return indexHtml.replace(/<div id="root"><\/div>/, (root) => `${root}${markup}`);
}

/** index.html with these preloads at the top of its head (before the stylesheet and the scripts). */
export function withPreloads(indexHtml: string, preloads: Preload[]): string {
  const links = preloads
    .map(
      (p) =>
        `<link rel="preload" href="${htmlAttribute(p.href)}" as="${p.as}"${p.credentials ? ' crossorigin="use-credentials"' : ''}${p.as === 'image' ? ' fetchpriority="high"' : ''} />`,
    )
    .join('');
  return indexHtml.replace(/<head>/i, (head) => `${head}${links}`);
}

export function registerResultPage(app: FastifyInstance, indexHtml: string, clientDir: string): void {
  const { deps } = app;
  const chunks = screenChunkUrls(clientDir, SCREEN_MODULES[clientRoutePatterns.results]!);
  // The page for anyone but the owner (the app then says why it shows no result), and the owner's.
  const appPage = withScreenModules(indexHtml, chunks, false);
  const drawnPage = withScreenModules(indexHtml, [], true);
  const send = (reply: FastifyReply, html: string) =>
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie').type('text/html').send(html);

  app.get<{ Params: { id: string } }>('/results/:id', async (request, reply) => {
    const id = parseNumericId(request.params.id);
    if (id === null) return send(reply, appPage);
    // The session (every screen's guard waits for it) and the result, fetched as the app fetches them.
    const result: Preload[] = [
      { href: currentUser.path, as: 'fetch', credentials: true },
      { href: pathFor(getAssessment.path, { id }), as: 'fetch', credentials: true },
    ];
    try {
      const user = await deps.sessions.resolve(request, reply);
      if (!user) return send(reply, withPreloads(appPage, result));
      const row = await requireOwnedAssessment(deps.db, user, id);
      const pictures: Preload[] = [
        { href: archetypePictureUrl(row.archetypeCode, speciesForPetType(row.petTypeId)), as: 'image' },
        ...(row.petPhoto ? [{ href: row.petPhoto, as: 'image' as const }] : []),
      ];
      const page = withFirstScreen(drawnPage, firstScreenHtml(toResult(deps.catalog, row).assessment));
      return send(reply, withPreloads(page, [...result, ...pictures]));
    } catch {
      // Not this owner's, or the database is away: the page still loads, and the app says why.
      return send(reply, withPreloads(appPage, result));
    }
  });
}
