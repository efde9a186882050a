import { FIRST_SCREEN_ID } from '#shared/rules/assessments.ts';

/**
 * The result page's first screen as the server drew it into the HTML (src/server/modules/assessments/
 * first-screen.tsx, docs/decisions/0056): a picture of the screen, laid over the app until the app
 * shows the screen itself. Removed in the same frame (from a layout effect), once; any other screen,
 * or an error, removes it too.
 */

export function releaseFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
