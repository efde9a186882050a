/**
 * The method, path and access of each boards endpoint, with no Zod: the client calls the API through
 * these, and the contracts in src/shared/contracts/boards.ts spread them into their endpoints (one
 * definition of each path).
 */
export const POSTS_PAGE_DEFAULT = 20;

export const postRoutes = {
  listPosts: { method: 'GET', path: '/api/discussion-boards/:boardId/posts', access: 'user' },
  createPost: { method: 'POST', path: '/api/discussion-boards/:boardId/posts', access: 'user' },
  updatePost: { method: 'PATCH', path: '/api/discussion-boards/:boardId/posts/:postId', access: 'user' },
  deletePost: { method: 'DELETE', path: '/api/discussion-boards/:boardId/posts/:postId', access: 'user' },
  searchPosts: { method: 'GET', path: '/api/discussion-boards/:boardId/search', access: 'user' },
  reportPost: { method: 'POST', path: '/api/discussion-boards/:boardId/posts/:postId/report', access: 'user' },
  boardEvents: { method: 'GET', path: '/api/discussion-boards/:boardId/events', access: 'user' },
} as const;

export const boardRoutes = {
  listBoards: { method: 'GET', path: '/api/discussion-boards', access: 'user' },
  getBoard: { method: 'GET', path: '/api/discussion-boards/:boardId', access: 'user' },
} as const;
