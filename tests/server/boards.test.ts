/**
 * Discussion board posts on both engines: every rule and message of posts, replies, images, edits,
 * deletes, reports and search; who may do what on every board route; pagination while new posts
 * arrive; the posting rate limit.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, drivers, registerUser, type TestApp } from '../helpers/test-app.ts';
import { multipart, type FormFile } from '../helpers/forms.ts';
import * as s from '#server/db/schema.ts';
import { IMAGE_TOO_LARGE } from '#shared/rules/assessments.ts';
import { type Post } from '#shared/contracts/boards.ts';
import { BOARD_NOT_FOUND, POST_CONTENT_MAX, POST_MESSAGES } from '#shared/rules/boards.ts';
import { NOT_AN_IMAGE } from '#server/modules/uploads/images.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 20, alpha: 1 } } })
    .png()
    .toBuffer();

describe.each(drivers)('discussion board posts on %s', (driver) => {
  let t: TestApp;
  let admin: User;
  let author: User;
  let other: User;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { limits: { ...baseLimits(), postsPerMinute: 100_000 } } });
    admin = await registerUser(t.app, { name: 'The Admin' });
    author = await registerUser(t.app, { name: 'Alex Author' });
    other = await registerUser(t.app, { name: 'Olive Other' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const count = async (table: typeof s.discussionPosts | typeof s.uploads | typeof s.postReports) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]!.n;
  const counts = async () => ({
    posts: await count(s.discussionPosts),
    uploads: await count(s.uploads),
    reports: await count(s.postReports),
  });

  const as = (
    user: User | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) },
    });

  /** POST .../posts as multipart (the board screen's form). */
  async function postForm(
    user: User | null,
    boardId: number | string,
    fields: Record<string, string | number | undefined>,
    files: FormFile[] = [],
  ) {
    const form = await multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/discussion-boards/${boardId}/posts`,
      payload: form.payload,
      headers: { ...form.headers, ...(user ? { cookie: user.cookie } : {}) },
    });
  }

  async function patchForm(
    user: User | null,
    boardId: number,
    postId: number,
    fields: Record<string, string | undefined>,
    files: FormFile[] = [],
  ) {
    const form = await multipart(fields, files);
    return t.app.inject({
      method: 'PATCH',
      url: `/api/discussion-boards/${boardId}/posts/${postId}`,
      payload: form.payload,
      headers: { ...form.headers, ...(user ? { cookie: user.cookie } : {}) },
    });
  }

  async function newPost(user: User, boardId: number, content: string, files: FormFile[] = []): Promise<Post> {
    const res = await postForm(user, boardId, { content }, files);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function newReply(user: User, boardId: number, parentId: number, content: string): Promise<Post> {
    const res = await as(user, 'POST', `/api/discussion-boards/${boardId}/posts`, { content, parentId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  const list = async (user: User, boardId: number, query = ''): Promise<Post[]> => {
    const res = await as(user, 'GET', `/api/discussion-boards/${boardId}/posts${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect((res.json() as { message: string }).message).toBe(message);
  };

  it('the first registered user is the admin (user 1)', () => {
    expect(admin.user).toMatchObject({ id: 1, role: 'admin' });
  });

  describe('creating posts and replies', () => {
    it('stores a post (trimmed) and answers it in the post shape', async () => {
      const res = await postForm(author, 2, { content: '  Hello board!  ', boardId: 2 });
      expect(res.statusCode).toBe(201);
      const post = res.json() as Post;
      expect(post).toEqual({
        id: expect.any(Number),
        content: 'Hello board!',
        imageUrl: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: null,
        userName: 'Alex Author',
        petName: null,
        isCurrentUser: true,
        parentId: null,
        replies: [],
      });
    });

    it('takes a reply as JSON (content, parentId) and as multipart', async () => {
      const post = await newPost(author, 2, 'Thread for replies');
      const json = await newReply(other, 2, post.id, 'A JSON reply');
      expect(json).toMatchObject({ parentId: post.id, content: 'A JSON reply', isCurrentUser: true, replies: [] });
      const form = await postForm(other, 2, { content: 'A form reply', parentId: String(post.id) });
      expect(form.statusCode).toBe(201);
      expect(form.json()).toMatchObject({ parentId: post.id, content: 'A form reply' });
    });

    it.each([
      { label: 'blank post', fields: { content: '   ' }, message: POST_MESSAGES.postRequired },
      { label: 'missing content', fields: {}, message: POST_MESSAGES.postRequired },
      { label: 'too long', fields: { content: 'x'.repeat(POST_CONTENT_MAX + 1) }, message: POST_MESSAGES.tooLong },
      { label: 'another board in the form', fields: { content: 'hi', boardId: '3' }, message: BOARD_NOT_FOUND },
      {
        label: 'a malformed parent id',
        fields: { content: 'hi', parentId: 'abc' },
        message: POST_MESSAGES.parentNotFound,
      },
      {
        label: 'a missing parent',
        fields: { content: 'hi', parentId: '999999' },
        message: POST_MESSAGES.parentNotFound,
      },
      {
        label: 'U+0000 in the text',
        fields: { content: 'a\u0000b' },
        message: 'content contains a character that cannot be stored (such as U+0000). Please remove it and try again.',
      },
    ])('refuses a $label with 400 and stores nothing', async ({ fields, message }) => {
      const before = await counts();
      expectError(await postForm(author, 2, fields), 400, message);
      expect(await counts()).toEqual(before);
    });

    it('takes exactly 5,000 characters', async () => {
      const post = await newPost(author, 2, 'y'.repeat(POST_CONTENT_MAX));
      expect(post.content).toHaveLength(POST_CONTENT_MAX);
    });

    it('refuses blank replies with the reply message, JSON and multipart', async () => {
      const post = await newPost(author, 2, 'Reply to me');
      const before = await counts();
      expectError(
        await as(other, 'POST', '/api/discussion-boards/2/posts', { content: ' ', parentId: post.id }),
        400,
        POST_MESSAGES.replyRequired,
      );
      expectError(await postForm(other, 2, { content: '', parentId: post.id }), 400, POST_MESSAGES.replyRequired);
      expect(await counts()).toEqual(before);
    });

    it('keeps one level of replies, on the same board', async () => {
      const post = await newPost(author, 2, 'Top level');
      const reply = await newReply(other, 2, post.id, 'First level');
      const before = await counts();
      expectError(
        await as(author, 'POST', '/api/discussion-boards/2/posts', { content: 'deeper', parentId: reply.id }),
        400,
        POST_MESSAGES.replyToReply,
      );
      expectError(
        await as(author, 'POST', '/api/discussion-boards/5/posts', { content: 'elsewhere', parentId: post.id }),
        400,
        POST_MESSAGES.parentNotFound,
      );
      expect(await counts()).toEqual(before);
    });

    it.each(['0', '17', '999', 'abc'])('answers 404 for board %s', async (board) => {
      expectError(await postForm(author, board, { content: 'hi' }), 404, BOARD_NOT_FOUND);
    });

    it('stores an image through the photo pipeline and serves it back re-encoded', async () => {
      const post = await newPost(author, 2, 'With a photo', [{ data: await png(), type: 'image/png' }]);
      expect(post.imageUrl).toMatch(/^\/api\/images\/[\w-]+$/);
      const img = await t.app.inject({ url: post.imageUrl! });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
    });

    it('accepts any raster type (a JPEG named .gif)', async () => {
      const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer();
      const post = await newPost(author, 2, 'A jpeg', [{ data: jpeg, type: 'image/gif', filename: 'x.gif' }]);
      expect(post.imageUrl).toBeTruthy();
    });

    it('refuses an image over 5 MB with 400 Image too large (not 413), storing nothing', async () => {
      const before = await counts();
      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
      expectError(await postForm(author, 2, { content: 'too big' }, [{ data: big }]), 400, IMAGE_TOO_LARGE);
      expect(await counts()).toEqual(before);
    });

    it('refuses a file that is not an image, and a second image', async () => {
      const before = await counts();
      expectError(
        await postForm(author, 2, { content: 'svg' }, [
          {
            data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            type: 'image/svg+xml',
          },
        ]),
        400,
        NOT_AN_IMAGE,
      );
      expectError(
        await postForm(author, 2, { content: 'two' }, [
          { data: await png() },
          { data: await png(), filename: 'b.png' },
        ]),
        400,
        POST_MESSAGES.oneImage,
      );
      expect(await counts()).toEqual(before);
    });

    it('makes the author a member of the board once; the header counts follow', async () => {
      const fresh = await registerUser(t.app);
      const header = async () => (await as(fresh, 'GET', '/api/discussion-boards/6')).json();
      const start = await header();
      const post = await newPost(fresh, 6, 'joining');
      await newReply(fresh, 6, post.id, 'me again');
      const end = await header();
      expect(end.memberCount).toBe(start.memberCount + 1);
      expect(end.postCount).toBe(start.postCount + 2);
      const rows = await db()
        .select()
        .from(s.discussionBoardMembers)
        .where(and(eq(s.discussionBoardMembers.boardId, 6), eq(s.discussionBoardMembers.userId, fresh.user.id)));
      expect(rows).toHaveLength(1);
    });
  });

  describe('listing', () => {
    it('shows threads newest first with replies oldest first, as each viewer sees them', async () => {
      const a = await newPost(author, 8, 'first thread');
      const b = await newPost(other, 8, 'second thread');
      const r1 = await newReply(other, 8, a.id, 'reply one');
      const r2 = await newReply(author, 8, a.id, 'reply two');
      const seen = await list(author, 8);
      expect(seen.map((p) => p.id)).toEqual([b.id, a.id]);
      expect(seen[1]!.replies.map((r) => [r.id, r.isCurrentUser])).toEqual([
        [r1.id, false],
        [r2.id, true],
      ]);
      expect(seen[0]).toMatchObject({ isCurrentUser: false, userName: 'Olive Other', replies: [] });
      expect((await list(other, 8))[0]!.isCurrentUser).toBe(true);
    });

    it("names the author (else the username) and their pet on the board's archetype, else their newest pet", async () => {
      const owner = await registerUser(t.app, { name: 'Pet Owner' });
      const pet = (petName: string, archetypeId: number, date: string) => ({
        petName,
        petTypeId: 1,
        archetypeId,
        archetypeCode: 'XXXX',
        date: new Date(date),
        userId: owner.user.id,
        independenceScore: 2,
        confidenceScore: 2,
        activityScore: 2,
        flexibilityScore: 2,
      });
      await db()
        .insert(s.assessments)
        .values([
          pet('Old Rex', 10, '2024-01-01'),
          pet('Rex', 10, '2024-06-01'),
          pet('Mia', 11, '2025-01-01'),
          pet('Newest', 12, '2025-06-01'),
        ]);
      await newPost(owner, 10, 'on board ten');
      await newPost(owner, 13, 'on board thirteen');
      expect((await list(author, 10))[0]).toMatchObject({ userName: 'Pet Owner', petName: 'Rex' });
      expect((await list(author, 13))[0]).toMatchObject({ petName: 'Newest' });
      await db().update(s.users).set({ name: null }).where(eq(s.users.id, owner.user.id));
      expect((await list(author, 13))[0]).toMatchObject({ userName: owner.user.username, petName: 'Newest' });
      expect((await list(author, 2)).find((p) => p.userName === 'Alex Author')!.petName).toBeNull();
    });

    it('pages by ?before= without repeating or skipping threads while new posts arrive', async () => {
      const board = 4;
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) ids.push((await newPost(author, board, `thread ${i}`)).id);
      const expected = [...ids].reverse();
      const page1 = await list(author, board, '?limit=10');
      expect(page1.map((p) => p.id)).toEqual(expected.slice(0, 10));
      for (let i = 0; i < 3; i++) await newPost(other, board, `arrived later ${i}`);
      const page2 = await list(author, board, `?limit=10&before=${page1.at(-1)!.id}`);
      expect(page2.map((p) => p.id)).toEqual(expected.slice(10, 20));
      const page3 = await list(author, board, `?limit=10&before=${page2.at(-1)!.id}`);
      expect(page3.map((p) => p.id)).toEqual(expected.slice(20));
      expect(await list(author, board, `?before=${page3.at(-1)!.id}`)).toEqual([]);
      expect(await list(author, board)).toHaveLength(20);
    });

    it('reads a page in the same few queries whatever its size (PGlite counts them)', async () => {
      const pglite = t.database.pglite;
      if (!pglite) return;
      const board = 5;
      for (let i = 0; i < 30; i++) {
        const p = await newPost(i % 2 ? author : other, board, `counted ${i}`);
        await newReply(i % 3 ? other : author, board, p.id, `counted reply ${i}`);
      }
      const queriesFor = async (query: string) => {
        const spy = vi.spyOn(pglite, 'query');
        try {
          const page = await list(author, board, query);
          return { queries: spy.mock.calls.length, threads: page.length };
        } finally {
          spy.mockRestore();
        }
      };
      const small = await queriesFor('?limit=2');
      const large = await queriesFor('?limit=30');
      expect(small.threads).toBe(2);
      expect(large.threads).toBe(30);
      expect(large.queries).toBe(small.queries);
      // The session, the threads, their replies, the authors' pet names.
      expect(large.queries).toBeGreaterThanOrEqual(3);
      expect(large.queries).toBeLessThanOrEqual(4);
    });

    it.each([
      ['?limit=0', 'limit must be a number from 1 to 50'],
      ['?limit=51', 'limit must be a number from 1 to 50'],
      ['?before=abc', 'before must be a post id'],
    ])('refuses %s', async (query, message) => {
      expectError(await as(author, 'GET', `/api/discussion-boards/2/posts${query}`), 400, message);
    });

    it('answers an empty list for an empty board and 404 for an unknown one', async () => {
      expect(await list(author, 16)).toEqual([]);
      expectError(await as(author, 'GET', '/api/discussion-boards/99/posts'), 404, BOARD_NOT_FOUND);
    });
  });

  describe('editing', () => {
    it('lets the author change the text; updatedAt is set', async () => {
      const post = await newPost(author, 9, 'before edit');
      const res = await patchForm(author, 9, post.id, { content: '  after edit ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: post.id, content: 'after edit', updatedAt: expect.any(String) });
    });

    it.each([
      { fields: { content: '  ' }, message: POST_MESSAGES.postRequired },
      { fields: { content: 'z'.repeat(POST_CONTENT_MAX + 1) }, message: POST_MESSAGES.tooLong },
    ])('refuses $message and changes nothing', async ({ fields, message }) => {
      const post = await newPost(author, 9, 'unchanged');
      expectError(await patchForm(author, 9, post.id, fields), 400, message);
      expect((await list(author, 9)).find((p) => p.id === post.id)).toMatchObject({
        content: 'unchanged',
        updatedAt: null,
      });
    });

    it('replaces the image (the old one is gone) and removes it on removeImage', async () => {
      const post = await newPost(author, 9, 'photo post', [{ data: await png() }]);
      const replaced = await patchForm(author, 9, post.id, { content: 'new photo' }, [{ data: await png(50, 50) }]);
      expect(replaced.statusCode).toBe(200);
      const next = replaced.json() as Post;
      expect(next.imageUrl).not.toBe(post.imageUrl);
      expect((await t.app.inject({ url: post.imageUrl! })).statusCode).toBe(404);
      expect((await t.app.inject({ url: next.imageUrl! })).statusCode).toBe(200);
      const removed = await patchForm(author, 9, post.id, { content: 'no photo', removeImage: 'true' });
      expect(removed.json()).toMatchObject({ imageUrl: null, content: 'no photo' });
      expect((await t.app.inject({ url: next.imageUrl! })).statusCode).toBe(404);
    });

    it('keeps the image when only the text changes, and refuses an image over 5 MB', async () => {
      const post = await newPost(author, 9, 'keep photo', [{ data: await png() }]);
      const res = await patchForm(author, 9, post.id, { content: 'text only' });
      expect(res.json().imageUrl).toBe(post.imageUrl);
      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      expectError(await patchForm(author, 9, post.id, { content: 'x' }, [{ data: big }]), 400, IMAGE_TOO_LARGE);
      expect((await t.app.inject({ url: post.imageUrl! })).statusCode).toBe(200);
    });
  });

  describe('deleting', () => {
    it('removes a post with its replies, their reports and every stored image in one go', async () => {
      const post = await newPost(author, 11, 'doomed thread', [{ data: await png() }]);
      const replyForm = await multipart({ content: 'reply with photo', parentId: post.id }, [{ data: await png() }]);
      const reply = (
        await t.app.inject({
          method: 'POST',
          url: '/api/discussion-boards/11/posts',
          payload: replyForm.payload,
          headers: { ...replyForm.headers, cookie: other.cookie },
        })
      ).json() as Post;
      const plainReply = await newReply(admin, 11, post.id, 'plain reply');
      await as(other, 'POST', `/api/discussion-boards/11/posts/${plainReply.id}/report`, { reason: 'spam' });
      expect((await t.app.inject({ url: reply.imageUrl! })).statusCode).toBe(200);

      const res = await as(author, 'DELETE', `/api/discussion-boards/11/posts/${post.id}`);
      expect(res.statusCode).toBe(204);
      for (const url of [post.imageUrl!, reply.imageUrl!]) expect((await t.app.inject({ url })).statusCode).toBe(404);
      const left = await db()
        .select({ id: s.discussionPosts.id })
        .from(s.discussionPosts)
        .where(sql`${s.discussionPosts.id} in (${post.id}, ${reply.id}, ${plainReply.id})`);
      expect(left).toEqual([]);
      expect(await db().select().from(s.postReports).where(eq(s.postReports.postId, plainReply.id))).toEqual([]);
      expect(await list(author, 11)).toEqual([]);
    });

    it('lets the author of a reply delete it; the thread stays', async () => {
      const post = await newPost(author, 12, 'stays');
      const reply = await newReply(other, 12, post.id, 'goes');
      expect((await as(other, 'DELETE', `/api/discussion-boards/12/posts/${reply.id}`)).statusCode).toBe(204);
      expect((await list(author, 12)).find((p) => p.id === post.id)!.replies).toEqual([]);
    });

    it("records the admin's deletion of someone else's post as a moderation action", async () => {
      const post = await newPost(other, 12, 'moderated words here');
      expect((await as(admin, 'DELETE', `/api/discussion-boards/12/posts/${post.id}`)).statusCode).toBe(204);
      const actions = await db().select().from(s.moderationActions).where(eq(s.moderationActions.targetId, post.id));
      expect(actions).toMatchObject([
        { adminId: 1, action: 'delete_post', targetType: 'post', detail: 'moderated words here' },
      ]);
    });

    it('answers 404 for a missing post or a post of another board', async () => {
      const post = await newPost(author, 12, 'board twelve');
      expectError(await as(author, 'DELETE', '/api/discussion-boards/12/posts/999999'), 404, POST_MESSAGES.notFound);
      expectError(
        await as(author, 'DELETE', `/api/discussion-boards/13/posts/${post.id}`),
        404,
        POST_MESSAGES.notFound,
      );
      expectError(await as(author, 'DELETE', '/api/discussion-boards/12/posts/abc'), 404, POST_MESSAGES.notFound);
      expect((await list(author, 12)).some((p) => p.id === post.id)).toBe(true);
    });
  });

  describe('reports', () => {
    it("stores one report per user and post, never on one's own post", async () => {
      const post = await newPost(author, 14, 'report me');
      const url = `/api/discussion-boards/14/posts/${post.id}/report`;
      const first = await as(other, 'POST', url, { reason: 'abuse' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ reported: true });
      expectError(await as(other, 'POST', url, { reason: 'spam' }), 409, POST_MESSAGES.alreadyReported);
      expectError(await as(author, 'POST', url, { reason: 'spam' }), 400, POST_MESSAGES.ownPost);
      expectError(await as(admin, 'POST', url, { reason: 'nonsense' }), 400, 'Please choose a reason');
      expectError(
        await as(admin, 'POST', '/api/discussion-boards/14/posts/999999/report', { reason: 'spam' }),
        404,
        POST_MESSAGES.notFound,
      );
      const rows = await db().select().from(s.postReports).where(eq(s.postReports.postId, post.id));
      expect(rows).toMatchObject([{ userId: other.user.id, reason: 'abuse', resolvedAt: null }]);
    });
  });

  describe('search', () => {
    const board = 15;
    const search = async (q: string, user: User = other) => {
      const res = await as(user, 'GET', `/api/discussion-boards/${board}/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as (Post & { highlighted: string })[];
    };
    let walks: Post, walking: Post, ball: Post, catWalk: Post, reply: Post, xss: Post, ranked: Post;
    beforeAll(async () => {
      walks = await newPost(author, board, 'Biscuit walks to the river every morning');
      walking = await newPost(author, board, 'Walking in the rain is her least favourite thing');
      ball = await newPost(author, board, 'He only wants the tennis ball, never the squeaky toy');
      catWalk = await newPost(author, board, 'Our cat walks on a lead, believe it or not');
      reply = await newReply(other, board, ball.id, 'Mine loves a ball of tennis string');
      xss = await newPost(author, board, 'Zebra <img src=x onerror=alert(1)> "quoted" & <mark>fake</mark> zebra');
      ranked = await newPost(author, board, 'Walk, walk, walk: the walk is everything to a walker who walks');
      await newPost(author, 3, 'Walking on another board entirely');
    });

    it('finds every form of a word (English stemming), only on this board, best first', async () => {
      const hits = await search('walk');
      expect(hits.map((h) => h.id).sort()).toEqual([walks.id, walking.id, catWalk.id, ranked.id].sort());
      expect(hits[0]!.id).toBe(ranked.id);
    });

    it('matches quoted phrases and honours -exclusions', async () => {
      expect((await search('"tennis ball"')).map((h) => h.id)).toEqual([ball.id]);
      expect((await search('tennis ball')).map((h) => h.id).sort()).toEqual([ball.id, reply.id].sort());
      expect((await search('walks -cat')).map((h) => h.id).sort()).toEqual([walks.id, walking.id, ranked.id].sort());
    });

    it('returns a reply as itself, with its parentId and no replies', async () => {
      const hit = (await search('string')).find((h) => h.id === reply.id)!;
      expect(hit).toMatchObject({ parentId: ball.id, replies: [], content: reply.content, isCurrentUser: true });
      expect(hit.highlighted).toBe('Mine loves a ball of tennis <mark>string</mark>');
    });

    it("marks the matches and escapes the owner's text, so HTML in a post is inert", async () => {
      const [hit] = await search('zebra');
      expect(hit!.id).toBe(xss.id);
      expect(hit!.content).toBe(xss.content);
      expect(hit!.highlighted).toBe(
        '<mark>Zebra</mark> &lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; &lt;mark&gt;fake&lt;/mark&gt; <mark>zebra</mark>',
      );
      expect(hit!.highlighted.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    });

    it('answers nothing for stop words only, pages with limit/offset, and refuses a blank term', async () => {
      expect(await search('the')).toEqual([]);
      const first = await as(other, 'GET', `/api/discussion-boards/${board}/search?q=walk&limit=2`);
      const second = await as(other, 'GET', `/api/discussion-boards/${board}/search?q=walk&limit=2&offset=2`);
      const all = (await search('walk')).map((h) => h.id);
      expect([...first.json(), ...second.json()].map((h: Post) => h.id)).toEqual(all);
      for (const q of ['', '%20%20']) {
        expectError(
          await as(other, 'GET', `/api/discussion-boards/${board}/search?q=${q}`),
          400,
          POST_MESSAGES.searchBlank,
        );
      }
      expectError(await as(other, 'GET', `/api/discussion-boards/${board}/search`), 400, POST_MESSAGES.searchBlank);
    });
  });

  describe('who may do what (every board route)', () => {
    type Who = 'signedOut' | 'other' | 'author' | 'admin';
    const userOf = (who: Who): User | null =>
      who === 'signedOut' ? null : who === 'other' ? other : who === 'author' ? author : admin;
    const board = 7;

    interface Case {
      route: string;
      expected: Record<Who, number>;
      /** Runs the call for a fresh post (and reply) by the author. */
      call: (user: User | null, ids: { post: number; reply: number }) => Promise<{ statusCode: number; body: string }>;
    }
    const cases: Case[] = [
      {
        route: 'GET /api/discussion-boards',
        expected: { signedOut: 401, other: 200, author: 200, admin: 200 },
        call: (u) => as(u, 'GET', '/api/discussion-boards'),
      },
      {
        route: 'GET /api/discussion-boards/:boardId',
        expected: { signedOut: 401, other: 200, author: 200, admin: 200 },
        call: (u) => as(u, 'GET', `/api/discussion-boards/${board}`),
      },
      {
        route: 'GET .../posts',
        expected: { signedOut: 401, other: 200, author: 200, admin: 200 },
        call: (u) => as(u, 'GET', `/api/discussion-boards/${board}/posts`),
      },
      {
        route: 'POST .../posts (a post)',
        expected: { signedOut: 401, other: 201, author: 201, admin: 201 },
        call: (u) => postForm(u, board, { content: 'matrix post' }),
      },
      {
        route: 'POST .../posts (a reply)',
        expected: { signedOut: 401, other: 201, author: 201, admin: 201 },
        call: (u, ids) =>
          as(u, 'POST', `/api/discussion-boards/${board}/posts`, { content: 'matrix reply', parentId: ids.post }),
      },
      {
        route: 'PATCH .../posts/:postId (a post)',
        expected: { signedOut: 401, other: 403, author: 200, admin: 403 },
        call: (u, ids) => patchForm(u, board, ids.post, { content: 'changed by matrix' }),
      },
      {
        route: 'PATCH .../posts/:postId (a reply)',
        expected: { signedOut: 401, other: 403, author: 403, admin: 403 },
        call: (u, ids) => patchForm(u, board, ids.reply, { content: 'changed by matrix' }),
      },
      {
        route: 'DELETE .../posts/:postId (a post)',
        expected: { signedOut: 401, other: 403, author: 204, admin: 204 },
        call: (u, ids) => as(u, 'DELETE', `/api/discussion-boards/${board}/posts/${ids.post}`),
      },
      {
        route: 'DELETE .../posts/:postId (a reply)',
        expected: { signedOut: 401, other: 403, author: 204, admin: 204 },
        call: (u, ids) => as(u, 'DELETE', `/api/discussion-boards/${board}/posts/${ids.reply}`),
      },
      {
        route: 'GET .../search',
        expected: { signedOut: 401, other: 200, author: 200, admin: 200 },
        call: (u) => as(u, 'GET', `/api/discussion-boards/${board}/search?q=matrix`),
      },
      {
        route: 'POST .../posts/:postId/report',
        expected: { signedOut: 401, other: 201, author: 400, admin: 201 },
        call: (u, ids) => as(u, 'POST', `/api/discussion-boards/${board}/posts/${ids.post}/report`, { reason: 'spam' }),
      },
      {
        route: 'GET .../events',
        expected: { signedOut: 401, other: 200, author: 200, admin: 200 },
        // Signed in, the stream stays open: boards-events.test.ts opens it over real HTTP.
        call: (u) =>
          u ? Promise.resolve({ statusCode: 200, body: '' }) : as(u, 'GET', `/api/discussion-boards/${board}/events`),
      },
    ];
    const rows = cases.flatMap((c) =>
      (Object.keys(c.expected) as Who[]).map((who) => ({ ...c, who, status: c.expected[who] })),
    );

    it.each(rows)('$route as $who: $status', async ({ who, status, call }) => {
      const post = await newPost(author, board, 'matrix original');
      const reply = await newReply(author, board, post.id, 'matrix original reply');
      const before = { ...(await counts()), members: await db().$count(s.discussionBoardMembers) };
      const res = await call(userOf(who), { post: post.id, reply: reply.id });
      expect(res.statusCode, res.body).toBe(status);
      if (status >= 400) {
        expect(JSON.parse(res.body).message).toEqual(expect.any(String));
        // Nothing changed: same rows, same texts.
        expect({ ...(await counts()), members: await db().$count(s.discussionBoardMembers) }).toEqual(before);
        const rows = await db()
          .select({ content: s.discussionPosts.content, updatedAt: s.discussionPosts.updatedAt })
          .from(s.discussionPosts)
          .where(sql`${s.discussionPosts.id} in (${post.id}, ${reply.id})`)
          .orderBy(s.discussionPosts.id);
        expect(rows).toEqual([
          { content: 'matrix original', updatedAt: null },
          { content: 'matrix original reply', updatedAt: null },
        ]);
      }
    });

    it('names the reason in each refusal', async () => {
      const post = await newPost(author, board, 'reasons');
      const reply = await newReply(author, board, post.id, 'reasons reply');
      expectError(await as(null, 'GET', `/api/discussion-boards/${board}/posts`), 401, 'Please sign in to continue');
      expectError(await patchForm(other, board, post.id, { content: 'x' }), 403, POST_MESSAGES.notAuthor);
      expectError(await patchForm(admin, board, post.id, { content: 'x' }), 403, POST_MESSAGES.notAuthor);
      expectError(await patchForm(author, board, reply.id, { content: 'x' }), 403, POST_MESSAGES.repliesNotEditable);
      expectError(
        await as(other, 'DELETE', `/api/discussion-boards/${board}/posts/${post.id}`),
        403,
        POST_MESSAGES.notAuthor,
      );
    });
  });
});

function baseLimits() {
  return { loginPerAccount: 5, loginPerAddress: 20, registerPerAddress: 10_000, windowMs: 15 * 60_000 };
}

describe.each(drivers)('posting rate limit on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { limits: { ...baseLimits(), postsPerMinute: 3 } } });
  });
  afterAll(() => t.close());

  it('allows a burst, then answers 429 saying when to try again, per user, storing nothing', async () => {
    const flooder = await registerUser(t.app);
    const calm = await registerUser(t.app);
    const post = (u: User, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/discussion-boards/1/posts',
        payload: { content },
        headers: { cookie: u.cookie },
      });
    for (let i = 0; i < 3; i++) expect((await post(flooder, `burst ${i}`)).statusCode).toBe(201);
    const refused = await post(flooder, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You are posting very quickly\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await post(calm, 'not affected')).statusCode).toBe(201);
    const stored = await t.database.db
      .select({ content: s.discussionPosts.content })
      .from(s.discussionPosts)
      .where(eq(s.discussionPosts.content, 'one too many'));
    expect(stored).toEqual([]);
  });
});
