/**
 * The list of every board, apart from the rest of the boards API (boards.ts, which re-exports it):
 * the assessment cards' discussion shortcut needs only this, on the first screen.
 */
import { endpoints } from '#client/lib/endpoints.ts';
import { callApi, queryKeyFor } from '#client/lib/api-client.ts';

const api = endpoints;

export const BOARDS_KEY = queryKeyFor(api.listBoards);
export const fetchBoards = () => callApi(api.listBoards);
