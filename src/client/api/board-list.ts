/**
 * The list of every board, apart from the rest of the boards API (boards.ts, which re-exports it):
 * the assessment cards' discussion shortcut needs only this, on the first screen.
 */
import { callApi, queryKeyFor, routesOf } from '#client/lib/api-client.ts';
import type { boardEndpoints } from '#shared/contracts/boards.ts';
import { boardRoutes } from '#shared/routes/boards.ts';

const api = routesOf<typeof boardEndpoints>(boardRoutes);

export const BOARDS_KEY = queryKeyFor(api.listBoards);
export const fetchBoards = () => callApi(api.listBoards);
