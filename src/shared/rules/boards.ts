/**
 * The boards rules in one place, with no Zod: limits, messages, ids and names that the contracts
 * (src/shared/contracts/boards.ts), the server and the client all import (docs/decisions/0029).
 */
/** Threads a page of the board holds (the client's page size and the server's default). */
export const POSTS_PAGE_DEFAULT = 20;

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

export const POSTS_PAGE_MAX = 50;
