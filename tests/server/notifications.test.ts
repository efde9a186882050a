/**
 * Notifications (issue 23, docs/decisions/0045): what is and is not notified, folding of replies per
 * thread, read state, paging, settings, the push hook after commit, the live count stream, the daily
 * summary e-mail (confirmed addresses only, at most once a day) and its unsubscribe without signing in,
 * and a deleted account's notifications going with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createSiblingApp,
  createTestApp,
  drivers,
  registerUser,
  requestAs,
  type TestApp,
} from '../helpers/test-app.ts';
import { mailsTo } from '../helpers/outbox.ts';
import * as s from '#server/db/schema.ts';
import { housekeepingJobsFor, runHousekeeping } from '#server/housekeeping.ts';
import type { PushMessage } from '#server/modules/notifications/index.ts';
import type { NotificationItem, NotificationPage } from '#shared/contracts/notifications.ts';
import { NOTIFICATION_MESSAGES, SUMMARY_AFTER_HOURS } from '#shared/rules/notifications.ts';

type User = Awaited<ReturnType<typeof registerUser>>;
const BOARD = 3;

describe.each(drivers)('notifications on %s', (driver) => {
  let t: TestApp;
  let admin: User;
  let moderator: User;
  const pushes: { userId: number; message: PushMessage }[] = [];
  beforeAll(async () => {
    const { loadConfig } = await import('#server/config.ts');
    const { limits } = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(driver, {
      config: { limits: { ...limits, registerPerAddress: 10_000, postsPerMinute: 10_000 } },
    });
    admin = await registerUser(t.app, { name: 'Ada Admin' });
    moderator = await registerUser(t.app, { name: 'Mo Moderator' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${moderator.user.id}/role`,
      payload: { role: 'moderator' },
      headers: { cookie: admin.cookie },
    });
    t.app.deps.notifier.setDeliverer((userId, message) => {
      pushes.push({ userId, message });
    });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const as = (u: User | null, method: string, url: string, payload?: object) =>
    requestAs(t.app, u?.cookie ?? null, method, url, payload);

  async function post(u: User, content: string, parentId?: number): Promise<number> {
    const res = await as(u, 'POST', `/api/discussion-boards/${BOARD}/posts`, {
      content,
      ...(parentId ? { parentId } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }
  const list = async (u: User, query = ''): Promise<NotificationPage> => {
    const res = await as(u, 'GET', `/api/notifications${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const unread = async (u: User) => (await as(u, 'GET', '/api/notifications/unread-count')).json().unread as number;
  const owner = (name: string) => registerUser(t.app, { name });

  describe('what is notified', () => {
    it('a reply to my post: the author hears of it, the replier does not; it opens the reply', async () => {
      const author = await owner('Rosa Rabbit');
      const replier = await owner('Sam Replier');
      const thread = await post(author, 'Thumping at night: why does my rabbit do it?');
      expect(await unread(author)).toBe(0);
      const reply = await post(replier, 'Mine does it when a fox is about.', thread);
      const page = await list(author);
      expect(page.unread).toBe(1);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        kind: 'reply_to_post',
        title: 'Sam Replier replied to your post',
        body: '“Thumping at night: why does my rabbit do it?”',
        url: `/discussion-board/${BOARD}?thread=${thread}&post=${reply}`,
        boardId: BOARD,
        postId: reply,
        count: 1,
        read: false,
      });
      expect(await unread(replier)).toBe(0);
    });

    it('a reply in a thread I replied to: earlier repliers hear of it; nobody of their own reply', async () => {
      const author = await owner('Ann Author');
      const first = await owner('Fay First');
      const second = await owner('Gus Second');
      const thread = await post(author, 'Does anyone else’s cat sleep in the sink?');
      await post(first, 'Every afternoon.', thread);
      await post(second, 'Ours prefers the bathtub.', thread);
      const firstItems = (await list(first)).items;
      expect(firstItems).toHaveLength(1);
      expect(firstItems[0]).toMatchObject({
        kind: 'reply_in_thread',
        title: 'Gus Second replied in a conversation you joined',
      });
      expect(await unread(second)).toBe(0);
      // The author: both replies, folded into one.
      const authorItems = (await list(author)).items;
      expect(authorItems).toHaveLength(1);
      expect(authorItems[0]).toMatchObject({ kind: 'reply_to_post', count: 2 });
      // Replying in my own thread tells the others, not me.
      await post(author, 'Glad it is not just mine!', thread);
      expect(await unread(first)).toBe(1);
      expect((await list(first)).items[0]!.count).toBe(2);
      expect((await list(author)).items[0]!.count).toBe(2);
    });

    it('a new top-level post tells nobody', async () => {
      const a = await owner('Lone Poster');
      const before = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(s.notifications);
      await post(a, 'Hello, board!');
      const after = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(s.notifications);
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('nothing for an owner who is no longer a member of the board', async () => {
      const author = await owner('Left Leaver');
      const replier = await owner('Still Here');
      const thread = await post(author, 'Leaving soon');
      await db().delete(s.discussionBoardMembers).where(eq(s.discussionBoardMembers.userId, author.user.id));
      await post(replier, 'Bye then', thread);
      expect(await unread(author)).toBe(0);
    });

    it('replies piling up fold into one unread notification per thread: "3 new replies on …"', async () => {
      const author = await owner('Pile Author');
      const a = await owner('Reply One');
      const b = await owner('Reply Two');
      const thread = await post(author, 'Thumping at night');
      const other = await post(author, 'Another thread');
      await post(a, 'one', thread);
      await post(b, 'two', other);
      await post(b, 'three', thread);
      const last = await post(a, 'four', thread);
      const page = await list(author);
      expect(page.unread).toBe(2);
      // The thread with the newest activity first.
      expect(page.items.map((i) => i.count)).toEqual([3, 1]);
      expect(page.items[0]).toMatchObject({
        title: '3 new replies on “Thumping at night”',
        body: 'The newest is from Reply One.',
        postId: last,
      });
      // Once read, the next reply starts a new notification.
      await as(author, 'POST', '/api/notifications/read', { ids: [page.items[0]!.id] });
      await post(b, 'five', thread);
      const again = await list(author);
      expect(again.unread).toBe(2);
      expect(again.items[0]).toMatchObject({ count: 1, read: false, title: 'Reply Two replied to your post' });
      expect(again.items.filter((i) => i.read)).toHaveLength(1);
    });

    it('a moderator removing my post tells me why; the reporters hear their report was handled', async () => {
      const author = await owner('Rule Breaker');
      const reporter = await owner('Careful Reporter');
      const reporter2 = await owner('Second Reporter');
      const thread = await post(author, 'Buy cheap collars at my shop!');
      await as(reporter, 'POST', `/api/discussion-boards/${BOARD}/posts/${thread}/report`, { reason: 'spam' });
      await as(reporter2, 'POST', `/api/discussion-boards/${BOARD}/posts/${thread}/report`, { reason: 'spam' });
      const res = await as(moderator, 'POST', `/api/moderation/reports/${thread}`, { action: 'delete' });
      expect(res.statusCode, res.body).toBe(200);
      const [removed] = (await list(author)).items;
      expect(removed).toMatchObject({
        kind: 'post_removed',
        title: 'A moderator removed your post',
        body: '“Buy cheap collars at my shop!”. It was reported as “Spam or advertising” and a moderator agreed.',
        url: `/discussion-board/${BOARD}`,
        postId: null,
      });
      for (const r of [reporter, reporter2]) {
        const [handled] = (await list(r)).items;
        expect(handled).toMatchObject({
          kind: 'report_handled',
          title: 'Your report was handled',
          body: 'Thanks: a moderator removed “Buy cheap collars at my shop!”.',
        });
      }
      expect(await unread(moderator)).toBe(0);
    });

    it('a moderator removing a reply from the board: the author is told, with the general reason', async () => {
      const author = await owner('Thread Owner');
      const rude = await owner('Rude Replier');
      const thread = await post(author, 'Calm thread');
      const reply = await post(rude, 'Rude words', thread);
      await as(author, 'POST', '/api/notifications/read', { all: true });
      const res = await as(moderator, 'DELETE', `/api/discussion-boards/${BOARD}/posts/${reply}`);
      expect(res.statusCode).toBe(204);
      const [removed] = (await list(rude)).items;
      expect(removed).toMatchObject({
        kind: 'post_removed',
        title: 'A moderator removed your reply',
        body: '“Rude words”. It did not follow the board’s community guidelines.',
      });
      // Deleting one's own post is not moderation: nobody is told.
      const own = await post(moderator, 'My own post');
      await as(moderator, 'DELETE', `/api/discussion-boards/${BOARD}/posts/${own}`);
      expect(await unread(moderator)).toBe(0);
    });

    it('a dismissed report: the reporter hears it was kept, with a link to it; the author hears nothing', async () => {
      const author = await owner('Fine Author');
      const reporter = await owner('Keen Reporter');
      const thread = await post(author, 'Perfectly fine post');
      await as(reporter, 'POST', `/api/discussion-boards/${BOARD}/posts/${thread}/report`, { reason: 'off-topic' });
      await as(moderator, 'POST', `/api/moderation/reports/${thread}`, { action: 'dismiss' });
      const [kept] = (await list(reporter)).items;
      expect(kept).toMatchObject({
        kind: 'report_handled',
        body: 'Thanks: a moderator looked at “Perfectly fine post” and kept it.',
        url: `/discussion-board/${BOARD}?thread=${thread}&post=${thread}`,
      });
      expect(await unread(author)).toBe(0);
    });
  });

  describe('read state and paging', () => {
    it('marks some (only my own) or all read, and answers the unread count', async () => {
      const author = await owner('Many Threads');
      const replier = await owner('Busy Replier');
      for (let i = 0; i < 3; i++) await post(replier, `reply ${i}`, await post(author, `thread ${i}`));
      const page = await list(author);
      expect(page.unread).toBe(3);
      const mine = page.items[1]!.id;
      // Someone else's id is not theirs to mark.
      const other = await as(replier, 'POST', '/api/notifications/read', { ids: [mine] });
      expect(other.json()).toEqual({ unread: 0 });
      expect(await unread(author)).toBe(3);
      const one = await as(author, 'POST', '/api/notifications/read', { ids: [mine] });
      expect(one.json()).toEqual({ unread: 2 });
      expect((await list(author)).items.map((i) => i.read)).toEqual([false, true, false]);
      const all = await as(author, 'POST', '/api/notifications/read', { all: true });
      expect(all.json()).toEqual({ unread: 0 });
      const bad = await as(author, 'POST', '/api/notifications/read', {});
      expect(bad.statusCode).toBe(400);
      expect((await as(author, 'POST', '/api/notifications/read', { ids: [] })).statusCode).toBe(400);
    });

    it('pages newest first with nextBefore, never twice', async () => {
      const author = await owner('Paged Owner');
      const replier = await owner('Page Replier');
      for (let i = 0; i < 7; i++) await post(replier, `r${i}`, await post(author, `t${i}`));
      const seen: NotificationItem[] = [];
      let before: number | null = null;
      let pages = 0;
      do {
        const page = await list(author, `?limit=3${before ? `&before=${before}` : ''}`);
        seen.push(...page.items);
        before = page.nextBefore;
        pages++;
      } while (before !== null);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(7);
      expect(new Set(seen.map((i) => i.id)).size).toBe(7);
      const ids = seen.map((i) => i.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect(seen[0]!.body).toBe('“t6”');
      expect((await as(author, 'GET', '/api/notifications?limit=0')).statusCode).toBe(400);
    });
  });

  describe('settings', () => {
    it('defaults to everything on; an owner turns a kind off per channel', async () => {
      const author = await owner('Quiet Owner');
      const replier = await owner('Loud Replier');
      const got = await as(author, 'GET', '/api/notifications/settings');
      expect(got.json()).toEqual({
        replies: { inApp: true, push: true, email: true },
        moderation: { inApp: true, push: true, email: true },
      });
      const next = {
        replies: { inApp: false, push: false, email: false },
        moderation: { inApp: true, push: false, email: true },
      };
      const put = await as(author, 'PUT', '/api/notifications/settings', next);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual(next);
      expect((await as(author, 'GET', '/api/notifications/settings')).json()).toEqual(next);
      const thread = await post(author, 'Please no replies in my bell');
      pushes.length = 0;
      await post(replier, 'A reply anyway', thread);
      expect(await unread(author)).toBe(0);
      await t.app.deps.notifier.idle();
      expect(pushes.filter((p) => p.userId === author.user.id)).toEqual([]);
      const bad = await as(author, 'PUT', '/api/notifications/settings', { replies: { inApp: 'yes' } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('the push hook', () => {
    it('is called after commit with title, body, url and tag, once per thread per few minutes', async () => {
      const author = await owner('Push Owner');
      const replier = await owner('Push Replier');
      const thread = await post(author, 'Does my dog dream?');
      pushes.length = 0;
      const reply = await post(replier, 'Yes, the paws twitch', thread);
      await post(replier, 'And the tail wags', thread);
      await t.app.deps.notifier.idle();
      const mine = pushes.filter((p) => p.userId === author.user.id);
      expect(mine).toEqual([
        {
          userId: author.user.id,
          message: {
            title: 'Push Replier replied to your post',
            body: '“Does my dog dream?”',
            url: `/discussion-board/${BOARD}?thread=${thread}&post=${reply}`,
            tag: `thread-${thread}`,
          },
        },
      ]);
      // Push off: no call, the in-app notification still counts.
      await as(author, 'PUT', '/api/notifications/settings', {
        replies: { inApp: true, push: false, email: true },
        moderation: { inApp: true, push: true, email: true },
      });
      await db().update(s.notifications).set({ pushedAt: null }).where(eq(s.notifications.userId, author.user.id));
      pushes.length = 0;
      await post(replier, 'Third', thread);
      await t.app.deps.notifier.idle();
      expect(pushes).toEqual([]);
      expect((await list(author)).items[0]!.count).toBe(3);
    });

    it('a failing push sender never fails or slows the request', async () => {
      const author = await owner('Fragile Push');
      const replier = await owner('Fine Replier');
      const thread = await post(author, 'Will this break?');
      t.app.deps.notifier.setDeliverer(
        () => new Promise((_, reject) => setTimeout(() => reject(new Error('push service down')), 50)),
      );
      try {
        const started = Date.now();
        await post(replier, 'No', thread);
        expect(Date.now() - started).toBeLessThan(2_000);
        await t.app.deps.notifier.idle();
        expect(await unread(author)).toBe(1);
      } finally {
        t.app.deps.notifier.setDeliverer((userId, message) => {
          pushes.push({ userId, message });
        });
      }
    });
  });

  describe('the live count', () => {
    let baseUrl: string;
    beforeAll(async () => {
      baseUrl = await listen(t.app);
    });

    it('sends the count at once, and again within a second of a reply by someone else', async () => {
      const author = await owner('Live Owner');
      const replier = await owner('Live Replier');
      const thread = await post(author, 'Live thread');
      const stream = await openStream(baseUrl, author.cookie);
      try {
        expect(stream.res.status).toBe(200);
        expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
        expect(await stream.nextData()).toEqual({ unread: 0 });
        const started = Date.now();
        await post(replier, 'Hello live', thread);
        expect(await stream.nextData()).toEqual({ unread: 1 });
        expect(Date.now() - started).toBeLessThan(1_000);
        await as(author, 'POST', '/api/notifications/read', { all: true });
        expect(await stream.nextData()).toEqual({ unread: 0 });
      } finally {
        stream.close();
      }
      const signedOut = await fetch(`${baseUrl}/api/notifications/stream`);
      expect(signedOut.status).toBe(401);
    });
  });

  describe('the daily summary e-mail', () => {
    const summaries = (to: string) =>
      mailsTo(t.config.mail.outboxDir, to).filter((m) => /notification/.test(m.subject));
    const confirm = (u: User) =>
      db().update(s.users).set({ emailConfirmedAt: new Date() }).where(eq(s.users.id, u.user.id));
    const age = (u: User, hours: number) =>
      db()
        .update(s.notifications)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(s.notifications.userId, u.user.id));
    const runJob = async () => {
      const run = await runHousekeeping(db(), housekeepingJobsFor(t.app.deps));
      await t.app.deps.mailer.idle();
      return run;
    };

    it('goes to confirmed addresses with unread notifications a few hours old, at most once a day', async () => {
      const away = await owner('Away Owner');
      const unconfirmed = await owner('Unconfirmed Owner');
      const fresh = await owner('Fresh Owner');
      const replier = await owner('Summary Replier');
      for (const u of [away, unconfirmed, fresh])
        await post(replier, 'An answer', await post(u, `Question of ${u === away ? 'Away Owner' : 'someone'}`));
      await confirm(away);
      await confirm(fresh);
      await age(away, SUMMARY_AFTER_HOURS + 1);
      await age(unconfirmed, SUMMARY_AFTER_HOURS + 1);
      await age(fresh, SUMMARY_AFTER_HOURS - 1);
      const run = await runJob();
      expect(run.ran).toBe(true);
      expect(run.removed['notification summaries']).toBeGreaterThanOrEqual(1);
      const [mail, ...more] = summaries(away.user.username);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('You have a new notification on PawType');
      expect(mail!.text).toContain('Hi Away Owner,');
      expect(mail!.text).toContain('Summary Replier replied to your post: “Question of Away Owner”');
      expect(mail!.text).toContain(`${t.config.mail.publicUrl}/notifications`);
      expect(mail!.headers['list-unsubscribe']).toMatch(
        new RegExp(`^<${t.config.mail.publicUrl}/api/notifications/unsubscribe\\?token=[\\w-]{43}>$`),
      );
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(summaries(unconfirmed.user.username)).toEqual([]);
      expect(summaries(fresh.user.username)).toEqual([]);

      // The same day, even with something new: nothing more.
      await post(replier, 'Another answer', await post(away, 'Second question'));
      await age(away, SUMMARY_AFTER_HOURS + 1);
      await runJob();
      expect(summaries(away.user.username)).toHaveLength(1);
      // A day later, with something new since: the next one.
      await db()
        .update(s.notificationSettings)
        .set({ lastSummaryAt: sql`now() - interval '25 hours'` })
        .where(eq(s.notificationSettings.userId, away.user.id));
      await runJob();
      expect(summaries(away.user.username)).toHaveLength(2);
      // A day later again, nothing new since: nothing.
      await db()
        .update(s.notificationSettings)
        .set({ lastSummaryAt: sql`now() - interval '25 hours'` })
        .where(eq(s.notificationSettings.userId, away.user.id));
      await db()
        .update(s.notifications)
        .set({ updatedAt: sql`now() - interval '26 hours'` })
        .where(eq(s.notifications.userId, away.user.id));
      await runJob();
      expect(summaries(away.user.username)).toHaveLength(2);
    });

    it('one click unsubscribes without signing in (RFC 8058 form post), and no summary follows', async () => {
      const away = await owner('Unsubscriber');
      const replier = await owner('Unsub Replier');
      await post(replier, 'An answer', await post(away, 'A question'));
      await confirm(away);
      await age(away, SUMMARY_AFTER_HOURS + 1);
      await runJob();
      const [mail] = summaries(away.user.username);
      const link = /<([^>]+)>/.exec(mail!.headers['list-unsubscribe']!)![1]!;
      const bodyLink = new RegExp(`${t.config.mail.publicUrl}/unsubscribe\\?token=([\\w-]+)`).exec(mail!.text)![1];
      expect(link.endsWith(`token=${bodyLink}`)).toBe(true);
      const res = await t.app.inject({
        method: 'POST',
        url: link.replace(t.config.mail.publicUrl!, ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.unsubscribed });
      // The unsubscribe page's JSON post works too, and twice is harmless.
      const again = await as(null, 'POST', `/api/notifications/unsubscribe?token=${bodyLink}`, {});
      expect(again.statusCode).toBe(200);
      const settings = (await as(away, 'GET', '/api/notifications/settings')).json();
      expect(settings.replies.email).toBe(false);
      expect(settings.moderation.email).toBe(false);
      expect(settings.replies.inApp).toBe(true);
      // Nothing more, even a day later with news.
      await db()
        .update(s.notificationSettings)
        .set({ lastSummaryAt: sql`now() - interval '25 hours'` })
        .where(eq(s.notificationSettings.userId, away.user.id));
      await post(replier, 'More', await post(away, 'Another'));
      await age(away, SUMMARY_AFTER_HOURS + 1);
      await runJob();
      expect(summaries(away.user.username)).toHaveLength(1);
      const unknown = await as(null, 'POST', `/api/notifications/unsubscribe?token=${'x'.repeat(43)}`, {});
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(NOTIFICATION_MESSAGES.unsubscribeLinkUnknown);
    });
  });

  it("a deleted account's notifications go with it", async () => {
    const author = await owner('Soon Gone');
    const replier = await owner('Stays Around');
    await post(replier, 'Hi', await post(author, 'Before I go'));
    expect(await unread(author)).toBe(1);
    const res = await as(admin, 'DELETE', `/api/admin/users/${author.user.id}`);
    expect(res.statusCode).toBe(204);
    const left = await db().select().from(s.notifications).where(eq(s.notifications.userId, author.user.id));
    expect(left).toEqual([]);
  });
});

describe.skipIf(!drivers.includes('postgres'))(
  'notifications across two app processes on one PostgreSQL database',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp('postgres');
      b = await createSiblingApp(a);
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it('a reply written through one process lights the bell streamed by the other, within a second', async () => {
      const author = await registerUser(a.app, { name: 'Process Author' });
      const replier = await registerUser(a.app, { name: 'Process Replier' });
      const created = await requestAs(a.app, author.cookie, 'POST', '/api/discussion-boards/3/posts', {
        content: 'Written on A',
      });
      const stream = await openStream(await listen(b.app), author.cookie);
      try {
        expect(await stream.nextData()).toEqual({ unread: 0 });
        const started = Date.now();
        const reply = await requestAs(a.app, replier.cookie, 'POST', '/api/discussion-boards/3/posts', {
          content: 'Answered on A',
          parentId: created.json().id,
        });
        expect(reply.statusCode).toBe(201);
        expect(await stream.nextData()).toEqual({ unread: 1 });
        expect(Date.now() - started).toBeLessThan(1_000);
      } finally {
        stream.close();
      }
    });
  },
);

async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/notifications/stream`, { headers: { cookie }, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  async function nextData(timeoutMs = 5000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (data) return JSON.parse(data);
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no data in time');
      pending ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        pending,
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
      ]);
      clearTimeout(timer);
      if (result === 'timeout') throw new Error('no data in time');
      pending = null;
      if (result.done) throw new Error('stream ended');
      buffer += decoder.decode(result.value, { stream: true });
    }
  }
  return {
    res,
    nextData,
    close: () => {
      controller.abort();
      reader.cancel().catch(() => {});
    },
  };
}
