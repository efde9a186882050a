/**
 * Full-text search of one board with PostgreSQL's own engine (the same on PGlite and a server): the
 * stored `search` tsvector (GIN index), websearch_to_tsquery('english') for quoted phrases and
 * -exclusions, English stemming, best first by ts_rank. A reply is returned as itself (parentId
 * set); the client shows it in its thread. Highlights are computed for the returned page only.
 *
 * `highlighted` is safe HTML: ts_headline marks the matches with random sentinels that cannot be in
 * the text, the whole string is HTML-escaped here, and only then do the sentinels become <mark>.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SearchHit } from '#shared/contracts/boards.ts';
import { petNamesOf, requireBoard, toPost, type BoardDeps } from './repository.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

interface HitRow extends Record<string, unknown> {
  id: number;
  board_id: number;
  user_id: number;
  parent_id: number | null;
  content: string;
  image_url: string | null;
  created_at: string;
  updated_at: string | null;
  user_name: string;
  headline: string;
}

export async function searchPosts(
  { db, catalog }: BoardDeps,
  viewerId: number,
  boardId: number,
  search: { q: string; limit: number; offset: number },
): Promise<SearchHit[]> {
  const board = requireBoard(catalog, boardId);
  const nonce = crypto.randomBytes(12).toString('hex');
  const start = `HLS${nonce}S`;
  const stop = `HLS${nonce}E`;
  const options = `StartSel=${start}, StopSel=${stop}, HighlightAll=true`;
  const result = await db.execute<HitRow>(sql`
    with q as (select websearch_to_tsquery('english', ${search.q}) as query),
    page as (
      select p.id, p.board_id, p.user_id, p.parent_id, p.content, p.image_url, p.created_at, p.updated_at,
             ts_rank(p.search, q.query) as rank
      from discussion_posts p, q
      where p.board_id = ${board.id} and p.search @@ q.query
      order by rank desc, p.id desc
      limit ${search.limit} offset ${search.offset}
    )
    select page.id, page.board_id, page.user_id, page.parent_id, page.content, page.image_url,
           to_json(page.created_at) #>> '{}' as created_at, to_json(page.updated_at) #>> '{}' as updated_at,
           coalesce(nullif(btrim(u.name), ''), u.username) as user_name,
           ts_headline('english', page.content, q.query, ${options}) as headline
    from page join users u on u.id = page.user_id, q
    order by page.rank desc, page.id desc`);
  const rows = result.rows;
  const petNames = await petNamesOf(
    db,
    board.archetypeId,
    rows.map((r) => Number(r.user_id)),
  );
  return rows.map((r) => {
    const post = toPost(
      {
        id: Number(r.id),
        boardId: Number(r.board_id),
        userId: Number(r.user_id),
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        content: r.content,
        imageUrl: r.image_url,
        createdAt: new Date(r.created_at),
        updatedAt: r.updated_at === null ? null : new Date(r.updated_at),
        userName: r.user_name,
      },
      viewerId,
      petNames,
    );
    const highlighted = escapeHtml(r.headline).split(start).join('<mark>').split(stop).join('</mark>');
    return { ...post, highlighted };
  });
}
