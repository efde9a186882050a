/** Discussion boards: shapes and endpoints. */
import { z } from 'zod';
import { endpoint } from './define.ts';
import {
  BOARD_NOT_FOUND,
  POST_CONTENT_MAX,
  POST_MESSAGES,
  POSTS_PAGE_DEFAULT,
  POSTS_PAGE_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '#shared/rules/boards.ts';
import { idParam, queryInt } from './common.ts';

export const boardSchema = z.object({
  id: z.number().int(),
  archetypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  archetypeName: z.string(),
  archetypeCode: z.string(),
});
export type DiscussionBoard = z.infer<typeof boardSchema>;

/** A post or reply as the board shows it. */
export interface Post {
  id: number;
  content: string;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string | null;
  userName: string;
  petName: string | null;
  isCurrentUser: boolean;
  parentId: number | null;
  replies: Post[];
}

/** What a post or reply says about itself; a post adds its replies, a search hit its highlights. */
const postFields = {
  id: z.number().int(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  userName: z.string(),
  /** The author's pet on this board's archetype (newest such assessment), else their newest pet. */
  petName: z.string().nullable(),
  isCurrentUser: z.boolean(),
  parentId: z.number().int().nullable(),
};

export const postSchema: z.ZodType<Post> = z
  .lazy(() =>
    z.object({
      ...postFields,
      /** Replies, oldest first (always empty on a reply). */
      replies: z.array(postSchema),
    }),
  )
  // Recursive, so the OpenAPI document names it (components/schemas/Post) and refers to it.
  .meta({ id: 'Post' });

/** A search hit: the post (a reply is shown in its thread) with `highlighted`, escaped text and <mark> only. */
export const searchHitSchema = z.object({ ...postFields, replies: z.array(postSchema), highlighted: z.string() });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const boardDetailSchema = boardSchema.extend({
  memberCount: z.number().int(),
  postCount: z.number().int(),
});
export type BoardDetail = z.infer<typeof boardDetailSchema>;

/** Post text: trimmed, not blank (the message depends on post or reply), at most POST_CONTENT_MAX. */
const content = z.string({ message: POST_MESSAGES.postRequired }).trim().max(POST_CONTENT_MAX, POST_MESSAGES.tooLong);
/** An id sent as a form field or JSON number. */
const formId = (message: string) =>
  z
    .union([z.number(), z.string()])
    .transform(String)
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}$/, message)
        .transform(Number),
    );

/**
 * POST .../posts: multipart (content, optional parentId, optional boardId, optional image file) or
 * JSON (content, parentId) for a reply. The image is read from the multipart stream, not from here.
 */
export const createPostSchema = z
  .object({
    content,
    parentId: formId(POST_MESSAGES.parentNotFound).optional(),
    boardId: formId(BOARD_NOT_FOUND).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.content === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: v.parentId === undefined ? POST_MESSAGES.postRequired : POST_MESSAGES.replyRequired,
      });
    }
  });

/** PATCH .../posts/{postId}: multipart (content, optional image file, removeImage 'true'). */
export const updatePostSchema = z.object({
  content: content.min(1, POST_MESSAGES.postRequired),
  removeImage: z.enum(['true', 'false']).optional(),
});

const pageLimit = queryInt(1, POSTS_PAGE_MAX, `limit must be a number from 1 to ${POSTS_PAGE_MAX}`).default(
  POSTS_PAGE_DEFAULT,
);

const boardParams = z.object({ boardId: idParam(BOARD_NOT_FOUND) });
const postParams = z.object({ boardId: idParam(BOARD_NOT_FOUND), postId: idParam(POST_MESSAGES.notFound) });

export const postEndpoints = {
  listPosts: endpoint({
    method: 'GET',
    path: '/api/discussion-boards/:boardId/posts',
    access: 'user',
    summary: 'Threads of a board, newest first, each with its replies oldest first; older pages by ?before=<id>',
    tag: 'boards',
    params: boardParams,
    query: z.object({
      before: z
        .string()
        .regex(/^\d{1,9}$/, 'before must be a post id')
        .transform(Number)
        .optional(),
      limit: pageLimit,
    }),
    status: 200,
    response: z.array(postSchema),
  }),
  createPost: endpoint({
    method: 'POST',
    path: '/api/discussion-boards/:boardId/posts',
    access: 'user',
    summary: 'Post on a board, or reply to a post (parentId); multipart with an optional image, or JSON',
    tag: 'boards',
    params: boardParams,
    body: createPostSchema,
    bodyType: 'multipart',
    status: 201,
    response: postSchema,
  }),
  updatePost: endpoint({
    method: 'PATCH',
    path: '/api/discussion-boards/:boardId/posts/:postId',
    access: 'user',
    summary: "Edit one's own post (not a reply): text, replace the image, or removeImage 'true'",
    tag: 'boards',
    params: postParams,
    body: updatePostSchema,
    bodyType: 'multipart',
    status: 200,
    response: postSchema,
  }),
  deletePost: endpoint({
    method: 'DELETE',
    path: '/api/discussion-boards/:boardId/posts/:postId',
    access: 'user',
    summary: "Delete one's own post or reply (the admin may delete any); a post's replies and images go with it",
    tag: 'boards',
    params: postParams,
    status: 204,
    response: null,
  }),
  searchPosts: endpoint({
    method: 'GET',
    path: '/api/discussion-boards/:boardId/search',
    access: 'user',
    summary: 'Full-text search of a board (quoted phrases, -exclusions, English stemming), best first',
    tag: 'boards',
    params: boardParams,
    query: z.object({
      q: z
        .string({ message: POST_MESSAGES.searchBlank })
        .trim()
        .min(1, POST_MESSAGES.searchBlank)
        .max(200, 'Search terms can be at most 200 characters'),
      limit: pageLimit,
      offset: queryInt(0, 10_000, 'offset must be a number from 0 to 10000').default(0),
    }),
    status: 200,
    response: z.array(searchHitSchema),
  }),
  reportPost: endpoint({
    method: 'POST',
    path: '/api/discussion-boards/:boardId/posts/:postId/report',
    access: 'user',
    summary: "Report someone else's post or reply to the admin (once per user and post)",
    tag: 'boards',
    params: postParams,
    body: z.object({
      reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], {
        message: 'Please choose a reason',
      }),
    }),
    status: 201,
    response: z.object({ reported: z.literal(true) }),
  }),
  boardEvents: endpoint({
    method: 'GET',
    path: '/api/discussion-boards/:boardId/events',
    access: 'user',
    summary: 'Server-Sent Events of a board: post-created, post-updated, post-deleted (JSON data with ids)',
    tag: 'boards',
    params: boardParams,
    status: 200,
    response: null,
    binary: 'text/event-stream',
  }),
};

export const boardEndpoints = {
  listBoards: endpoint({
    method: 'GET',
    path: '/api/discussion-boards',
    access: 'user',
    summary: 'All discussion boards, one per archetype',
    tag: 'boards',
    status: 200,
    response: z.array(boardSchema),
  }),
  getBoard: endpoint({
    method: 'GET',
    path: '/api/discussion-boards/:boardId',
    access: 'user',
    summary: 'One discussion board, with its member and post counts',
    tag: 'boards',
    params: z.object({ boardId: idParam(BOARD_NOT_FOUND) }),
    status: 200,
    response: boardDetailSchema,
  }),
};
