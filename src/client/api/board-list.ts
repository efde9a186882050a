/**
 * The list of every board, apart from the rest of the boards API (boards.ts, which re-exports it):
 * the assessment cards' discussion shortcut needs only this, on the first screen.
 */
import * as boardsRoutes from '#shared/routes/boards.generated.ts';
import { callApi, queryKeyFor } from '#client/lib/api-client.ts';

export const BOARDS_KEY = queryKeyFor(boardsRoutes.listBoards);
export const fetchBoards = () => callApi(boardsRoutes.listBoards);
