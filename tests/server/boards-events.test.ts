/**
 * Live board updates: the Server-Sent Events stream, opened with real HTTP requests against a
 * listening app, delivers the changes made through the API (committed ones only), lets go of its
 * listener when the client leaves, ends on app.close(), and (on a PostgreSQL server) carries events
 * between two app instances on one database and survives a dropped listener connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, drivers, registerUser, type TestApp } from '../helpers/test-app.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { boardStreamSettings, boardStreamStats } from '#server/modules/boards/routes.ts';
import type { BoardEvent } from '#shared/rules/boards.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** An open event stream, read frame by frame (frames end with a blank line). */
async function openStream(baseUrl: string, boardId: number, cookie: string | null) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/discussion-boards/${boardId}/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  async function nextFrame(timeoutMs = 5000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return frame;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame in time');
      pending ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        pending,
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
      ]);
      clearTimeout(timer);
      if (result === 'timeout') throw new Error('no frame in time');
      pending = null;
      if (result.done) return null;
      buffer += decoder.decode(result.value, { stream: true });
    }
  }

  /** The next data message (heartbeats and other comments skipped). */
  async function nextEvent(timeoutMs = 5000): Promise<BoardEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = await nextFrame(Math.max(1, deadline - Date.now()));
      if (frame === null) throw new Error('stream ended');
      const data = frame
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (data) return JSON.parse(data) as BoardEvent;
    }
  }

  return {
    res,
    nextFrame,
    nextEvent,
    close: () => {
      controller.abort();
      reader.cancel().catch(() => {});
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const createPost = async (app: FastifyInstance, user: User, boardId: number, body: object) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/discussion-boards/${boardId}/posts`,
    payload: body,
    headers: { cookie: user.cookie },
  });
  return res;
};

describe.each(drivers)('board events on %s', (driver) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: User;
  let author: User;
  let other: User;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await registerUser(t.app);
    author = await registerUser(t.app);
    other = await registerUser(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  it('streams text/event-stream and delivers a post created through the API', async () => {
    const stream = await openStream(baseUrl, 5, other.cookie);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.res.headers.get('cache-control')).toBe('no-cache');
      expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
      expect(await stream.nextFrame()).toBe('retry: 3000\n: connected');
      const res = await createPost(t.app, author, 5, { content: 'live!' });
      expect(res.statusCode).toBe(201);
      expect(await stream.nextEvent()).toEqual({
        boardId: 5,
        type: 'post-created',
        postId: res.json().id,
        parentId: null,
      });
    } finally {
      stream.close();
    }
  });

  it('announces replies, edits and deletes of this board only, and nothing for a refused write', async () => {
    const stream = await openStream(baseUrl, 5, author.cookie);
    try {
      await stream.nextFrame();
      await createPost(t.app, author, 6, { content: 'another board' });
      expect((await createPost(t.app, author, 5, { content: '   ' })).statusCode).toBe(400);
      const post = (await createPost(t.app, author, 5, { content: 'thread' })).json();
      expect(await stream.nextEvent()).toEqual({ boardId: 5, type: 'post-created', postId: post.id, parentId: null });
      const reply = (await createPost(t.app, other, 5, { content: 'a reply', parentId: post.id })).json();
      expect(await stream.nextEvent()).toEqual({
        boardId: 5,
        type: 'post-created',
        postId: reply.id,
        parentId: post.id,
      });
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/discussion-boards/5/posts/${post.id}`,
        payload: { content: 'edited' },
        headers: { cookie: author.cookie },
      });
      expect(edit.statusCode).toBe(200);
      expect(await stream.nextEvent()).toEqual({ boardId: 5, type: 'post-updated', postId: post.id, parentId: null });
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/discussion-boards/5/posts/${post.id}`,
        headers: { cookie: admin.cookie },
      });
      expect(del.statusCode).toBe(204);
      expect(await stream.nextEvent()).toEqual({ boardId: 5, type: 'post-deleted', postId: post.id, parentId: null });
    } finally {
      stream.close();
    }
  });

  it('opens for every signed-in user; 401 signed out, 404 for an unknown board', async () => {
    for (const user of [other, author, admin]) {
      const stream = await openStream(baseUrl, 7, user.cookie);
      expect(stream.res.status).toBe(200);
      stream.close();
    }
    const signedOut = await fetch(`${baseUrl}/api/discussion-boards/7/events`);
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).message).toBe('Please sign in to continue');
    const unknown = await fetch(`${baseUrl}/api/discussion-boards/99/events`, { headers: { cookie: other.cookie } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Discussion board not found');
  });

  it('sends a comment heartbeat on an idle stream', async () => {
    const usual = boardStreamSettings.heartbeatMs;
    boardStreamSettings.heartbeatMs = 100;
    const stream = await openStream(baseUrl, 10, other.cookie);
    boardStreamSettings.heartbeatMs = usual;
    try {
      expect(await stream.nextFrame()).toBe('retry: 3000\n: connected');
      expect(await stream.nextFrame(2000)).toBe(': heartbeat');
      expect(await stream.nextFrame(2000)).toBe(': heartbeat');
    } finally {
      stream.close();
    }
  });

  it('lets go of the listener when the client disconnects', async () => {
    await until(() => boardStreamStats(t.app.deps).streams === 0);
    const stream = await openStream(baseUrl, 8, other.cookie);
    await stream.nextFrame();
    expect(boardStreamStats(t.app.deps)).toEqual({ streams: 1, listeners: 1 });
    stream.close();
    await until(() => boardStreamStats(t.app.deps).streams === 0 && boardStreamStats(t.app.deps).listeners === 0);
    // Writes after the client left do not fail.
    expect((await createPost(t.app, author, 8, { content: 'nobody listening' })).statusCode).toBe(201);
  });

  it('ends open streams on app.close()', async () => {
    const own = await createTestApp(driver);
    const user = await registerUser(own.app);
    const url = await listen(own.app);
    const stream = await openStream(url, 3, user.cookie);
    await stream.nextFrame();
    const closing = own.close();
    // The stream ends at once rather than holding the close until the client leaves.
    expect(await stream.nextFrame(3000)).toBeNull();
    await closing;
  });
});

describe.skipIf(!drivers.includes('postgres'))('board events across app instances on one PostgreSQL database', () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database };
  let urlA: string;
  let urlB: string;
  let user: User;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const database = await openDatabase({ databaseUrl: t.database.connectionString! });
    const app = await buildApp({ config: t.config, database, logger: false, clientDir: '/nonexistent' });
    await app.ready();
    second = { app, database };
    user = await registerUser(t.app);
    urlA = await listen(t.app);
    urlB = await listen(second.app);
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await t.close();
  });

  it('delivers events written by the other instance, both ways', async () => {
    const onB = await openStream(urlB, 2, user.cookie);
    const onA = await openStream(urlA, 2, user.cookie);
    try {
      await onB.nextFrame();
      await onA.nextFrame();
      const fromA = (await createPost(t.app, user, 2, { content: 'written on A' })).json();
      expect(await onB.nextEvent()).toMatchObject({ type: 'post-created', postId: fromA.id });
      expect(await onA.nextEvent()).toMatchObject({ type: 'post-created', postId: fromA.id });
      const fromB = (await createPost(second.app, user, 2, { content: 'written on B' })).json();
      expect(await onA.nextEvent()).toMatchObject({ type: 'post-created', postId: fromB.id });
      expect(await onB.nextEvent()).toMatchObject({ type: 'post-created', postId: fromB.id });
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('closes its streams when the listener connection drops, so clients reconnect and catch up', async () => {
    const stream = await openStream(urlA, 9, user.cookie);
    let again: Awaited<ReturnType<typeof openStream>> | null = null;
    try {
      await stream.nextFrame();
      const killed = await t.database.db.execute<{ ok: boolean }>(sql`
        select pg_terminate_backend(pid) as ok from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
      expect(killed.rows.length).toBeGreaterThanOrEqual(1);
      // The open stream is told at once: it ends (an EventSource reconnects by itself and the board
      // screen refetches on every reconnect), instead of staying open and silently missing posts.
      let frame: string | null = '';
      while (frame !== null) frame = await stream.nextFrame(5000);
      // Posted while the listener is away: no stream can hear of it.
      const missed = (await createPost(t.app, user, 9, { content: 'posted while the listener was away' })).json();
      // The client reconnects: the stream opens only once the process listens again...
      again = await openStream(urlA, 9, user.cookie);
      expect(again.res.status).toBe(200);
      await again.nextFrame();
      // ...and the refetch it triggers shows the post it could not have heard of.
      const list = await t.app.inject({ url: '/api/discussion-boards/9/posts', headers: { cookie: user.cookie } });
      expect(JSON.stringify(list.json())).toContain('posted while the listener was away');
      expect(missed.id).toBeGreaterThan(0);
      // Events flow again on the new stream.
      const next = (await createPost(t.app, user, 9, { content: 'after the reconnect' })).json();
      expect(await again.nextEvent()).toMatchObject({ type: 'post-created', postId: next.id });
    } finally {
      stream.close();
      again?.close();
    }
  });
});
