/** Discussion boards: shapes and endpoints. */
import { z } from 'zod';
import { endpoint } from './define.ts';
import { POSTS_PAGE_DEFAULT, boardRoutes, postRoutes } from '#shared/routes/boards.ts';
import { idParam } from './common.ts';

export const boardSchema = z.object({
  id: z.number().int(),
  archetypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  archetypeName: z.string(),
  archetypeCode: z.string(),
});
export type DiscussionBoard = z.infer<typeof boardSchema>;

export const BOARD_NOT_FOUND = 'Discussion board not found';

/** Post rules: the server enforces them; the board screen shows the same words. */
export const POST_CONTENT_MAX = 5000;
export const POST_MESSAGES = {
  postRequired: 'Post content required',
  postRequiredHint: 'Please enter some content for your post.',
  replyRequired: 'Reply content required',
  replyRequiredHint: 'Please enter some content for your reply.',
  tooLong: `Posts and replies can be at most ${POST_CONTENT_MAX.toLocaleString('en-GB')} characters.`,
  parentNotFound: 'The post you are replying to no longer exists',
  notFound: 'Post not found',
  notAuthor: 'Only the author can change this post',
  repliesNotEditable: 'Replies cannot be edited',
  searchBlank: 'Please enter something to search for',
  alreadyReported: 'You have already reported this post',
  ownPost: 'You cannot report your own post',
  replyToReply: 'You can only reply to a post, not to a reply',
  oneImage: 'Please attach one image at most',
} as const;

/** Posts (and replies) a user may create per minute; more answers 429 with postRateLimitedMessage. */
export const POSTS_PER_MINUTE_DEFAULT = 10;
export const postRateLimitedMessage = (seconds: number) =>
  `You are posting very quickly. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

/**
 * What GET .../events sends: one Server-Sent Events message (the default `message` event, so
 * `EventSource.onmessage` receives it) per change, its data the JSON of a BoardEvent. Events carry
 * ids only: the client refetches. Lines starting with ':' are heartbeats (every ~25 s).
 */
export const BOARD_EVENT_TYPES = ['post-created', 'post-updated', 'post-deleted'] as const;
export type BoardEventType = (typeof BOARD_EVENT_TYPES)[number];
export interface BoardEvent {
  boardId: number;
  type: BoardEventType;
  postId: number;
  /** Set when the post is a reply. */
  parentId: number | null;
}

/** The reasons a user can give when reporting a post or reply. */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'abuse', label: 'Unkind or abusive' },
  { value: 'inappropriate', label: 'Inappropriate image or text' },
  { value: 'off-topic', label: 'Off-topic' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

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

export { POSTS_PAGE_DEFAULT };
export const POSTS_PAGE_MAX = 50;
const pageLimit = z.coerce
  .number({ message: `limit must be a number from 1 to ${POSTS_PAGE_MAX}` })
  .int(`limit must be a number from 1 to ${POSTS_PAGE_MAX}`)
  .min(1, `limit must be a number from 1 to ${POSTS_PAGE_MAX}`)
  .max(POSTS_PAGE_MAX, `limit must be a number from 1 to ${POSTS_PAGE_MAX}`)
  .default(POSTS_PAGE_DEFAULT);

const boardParams = z.object({ boardId: idParam(BOARD_NOT_FOUND) });
const postParams = z.object({ boardId: idParam(BOARD_NOT_FOUND), postId: idParam(POST_MESSAGES.notFound) });

export const postEndpoints = {
  listPosts: endpoint({
    ...postRoutes.listPosts,
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
    ...postRoutes.createPost,
    summary: 'Post on a board, or reply to a post (parentId); multipart with an optional image, or JSON',
    tag: 'boards',
    params: boardParams,
    body: createPostSchema,
    bodyType: 'multipart',
    status: 201,
    response: postSchema,
  }),
  updatePost: endpoint({
    ...postRoutes.updatePost,
    summary: "Edit one's own post (not a reply): text, replace the image, or removeImage 'true'",
    tag: 'boards',
    params: postParams,
    body: updatePostSchema,
    bodyType: 'multipart',
    status: 200,
    response: postSchema,
  }),
  deletePost: endpoint({
    ...postRoutes.deletePost,
    summary: "Delete one's own post or reply (the admin may delete any); a post's replies and images go with it",
    tag: 'boards',
    params: postParams,
    status: 204,
    response: null,
  }),
  searchPosts: endpoint({
    ...postRoutes.searchPosts,
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
      offset: z.coerce.number().int().min(0).max(10_000).default(0),
    }),
    status: 200,
    response: z.array(searchHitSchema),
  }),
  reportPost: endpoint({
    ...postRoutes.reportPost,
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
    ...postRoutes.boardEvents,
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
    ...boardRoutes.listBoards,
    summary: 'All discussion boards, one per archetype',
    tag: 'boards',
    status: 200,
    response: z.array(boardSchema),
  }),
  getBoard: endpoint({
    ...boardRoutes.getBoard,
    summary: 'One discussion board, with its member and post counts',
    tag: 'boards',
    params: z.object({ boardId: idParam(BOARD_NOT_FOUND) }),
    status: 200,
    response: boardDetailSchema,
  }),
};
