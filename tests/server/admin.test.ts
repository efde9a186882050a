import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { createTestApp, drivers, registerUser, requestAs, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { pngDataUrl, submission } from '../helpers/factories.ts';
import {
  imageExists,
  insertPost,
  insertReport,
  joinBoard,
  postIdsExisting,
  storedImage,
} from '../helpers/board-data.ts';
import { startSendGridStandIn, type SendGridStandIn } from '../helpers/sendgrid-stand-in.ts';
import * as s from '#server/db/schema.ts';
import { VERIFIED_SENDER_KEY } from '#server/modules/admin/settings.ts';
import { adminEndpoints, moderationEndpoints } from '#shared/contracts/admin.ts';
import { ADMIN_MESSAGES } from '#shared/rules/admin.ts';
import { pathFor } from '#shared/paths.ts';

const SURVEY_URL = 'https://survey.example.org/pawtype?from=email';

describe.each(drivers)('admin API on %s', (driver) => {
  let t: TestApp;
  let mail: SendGridStandIn;
  let admin: { cookie: string; user: { id: number } };
  let user: { cookie: string; user: { id: number; username: string } };
  beforeAll(async () => {
    mail = await startSendGridStandIn();
    t = await createTestApp(driver, {
      config: {
        sendgridApiKey: 'SG.test-key',
        email: { sendgridBaseUrl: mail.url, surveyUrl: SURVEY_URL, surveyResendMinutes: 10 },
      },
    });
    admin = await registerUser(t.app, { name: 'Ada Admin' });
    user = await registerUser(t.app, { name: 'Uma User' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const db = () => t.database.db;
  const as = (cookie: string | null, method: string, url: string, payload?: object) =>
    requestAs(t.app, cookie, method, url, payload);

  describe('permissions: every admin route x signed out, user, admin', () => {
    const sample: Record<keyof typeof adminEndpoints, { params?: Record<string, string>; body?: object }> = {
      listUsers: {},
      userStats: {},
      deleteUser: { params: { id: '999999' } },
      setUserRole: { params: { id: '999999' }, body: { role: 'moderator' } },
      getSenderConfig: {},
      // The admin's call must not change the settings the later tests start from: an invalid sender.
      configureSender: { body: { verifiedSender: 'no-at-sign' } },
      sendSurvey: { body: { userId: 999999, email: 'nobody@example.com' } },
    };
    const cases = Object.entries(adminEndpoints).flatMap(([name, e]) =>
      (['signed out', 'user', 'admin'] as const).map((who) => ({ name, who, e })),
    );
    it.each(cases)('$name as $who', async ({ name, who, e }) => {
      const input = sample[name as keyof typeof sample];
      const cookie = who === 'signed out' ? null : who === 'user' ? user.cookie : admin.cookie;
      const res = await as(cookie, e.method, pathFor(e.path, input.params), input.body);
      if (who === 'signed out') expect(res.statusCode).toBe(401);
      else if (who === 'user') {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only the admin can do that');
      } else expect([200, 204, 400, 404, 503]).toContain(res.statusCode);
    });

    it('a refused call changes nothing', async () => {
      const victim = await registerUser(t.app);
      await as(user.cookie, 'DELETE', `/api/admin/users/${victim.user.id}`);
      await as(null, 'DELETE', `/api/admin/users/${victim.user.id}`);
      await as(user.cookie, 'POST', '/api/admin/config-sendgrid', { verifiedSender: 'intruder@example.com' });
      expect((await db().select().from(s.users).where(eq(s.users.id, victim.user.id))).length).toBe(1);
      // The seed keeps its own row in app_settings; no verified sender may have been stored.
      expect((await db().select().from(s.appSettings).where(eq(s.appSettings.key, VERIFIED_SENDER_KEY))).length).toBe(
        0,
      );
      expect((await db().select().from(s.moderationActions)).length).toBe(0);
    });
  });

  describe('users and stats', () => {
    it('is user 1 who is the admin', () => expect(admin.user).toMatchObject({ id: 1, role: 'admin' }));

    it('lists id, username, name, email and mbtiType by id, with search over username, name and e-mail', async () => {
      const a = await registerUser(t.app, { name: 'Zed 100%_Sure', username: uniqueEmail('zed') });
      const b = await registerUser(t.app, { name: 'Zed 100xxSure', username: uniqueEmail('zed') });
      const all = (await as(admin.cookie, 'GET', '/api/admin/users?limit=200')).json();
      expect(all[0]).toEqual({
        id: 1,
        username: expect.any(String),
        name: 'Ada Admin',
        email: expect.any(String),
        mbtiType: null,
        role: 'admin',
        emailConfirmed: false,
      });
      // An address is confirmed once its owner opened a link sent to it (tests/server/account-recovery.test.ts).
      await db().update(s.users).set({ emailConfirmedAt: new Date() }).where(eq(s.users.id, b.user.id));
      const listed = (await as(admin.cookie, 'GET', '/api/admin/users?limit=200')).json();
      expect(listed.find((u: { id: number }) => u.id === b.user.id).emailConfirmed).toBe(true);
      expect(listed.find((u: { id: number }) => u.id === a.user.id).emailConfirmed).toBe(false);
      expect(all.map((u: { id: number }) => u.id)).toEqual(
        [...all.map((u: { id: number }) => u.id)].sort((x, y) => x - y),
      );
      const q = async (term: string) =>
        (await as(admin.cookie, 'GET', `/api/admin/users?q=${encodeURIComponent(term)}`))
          .json()
          .map((u: { id: number }) => u.id);
      // Wildcards typed by the admin match themselves.
      expect(await q('%_')).toEqual([a.user.id]);
      expect(await q('0_S')).toEqual([]);
      expect(await q('ZED 100')).toEqual([a.user.id, b.user.id]);
      expect(await q(b.user.username.toUpperCase())).toEqual([b.user.id]);
      expect(await q('uma user')).toEqual([user.user.id]);
      expect(await q('nobody-like-this')).toEqual([]);
    });

    it('pages with offset and limit', async () => {
      const first = (await as(admin.cookie, 'GET', '/api/admin/users?offset=0&limit=2')).json();
      const second = (await as(admin.cookie, 'GET', '/api/admin/users?offset=2&limit=2')).json();
      expect(first).toHaveLength(2);
      expect(second[0].id).toBeGreaterThan(first[1].id);
      expect((await as(admin.cookie, 'GET', '/api/admin/users?limit=0')).statusCode).toBe(400);
    });

    it('counts total users, users with an e-mail and users with a human type from the database', async () => {
      const noMail = await registerUser(t.app);
      await db().update(s.users).set({ email: null }).where(eq(s.users.id, noMail.user.id));
      await as(user.cookie, 'POST', '/api/user/mbti', { mbtiType: 'INFP' });
      await db().update(s.users).set({ emailConfirmedAt: new Date() }).where(eq(s.users.id, user.user.id));
      const [expected] = await db()
        .select({
          total: count(),
          email: sql<number>`count(*) filter (where email is not null)::int`,
          confirmed: sql<number>`count(*) filter (where email is not null and email_confirmed_at is not null)::int`,
          mbti: sql<number>`count(*) filter (where mbti_type is not null)::int`,
        })
        .from(s.users);
      const stats = (await as(admin.cookie, 'GET', '/api/admin/stats')).json();
      expect(stats).toEqual({
        totalUsers: expected!.total,
        emailVerified: expected!.email,
        emailConfirmed: expected!.confirmed,
        mbtiCompleted: expected!.mbti,
      });
      expect(stats.emailVerified).toBe(stats.totalUsers - 1);
      expect(stats.mbtiCompleted).toBeGreaterThanOrEqual(1);
      expect(stats.emailConfirmed).toBeGreaterThanOrEqual(1);
      expect(stats.emailConfirmed).toBeLessThan(stats.emailVerified);
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    /** A user with an assessment (shared, with a photo), posts, replies, a membership, a report and a session. */
    async function populatedVictim() {
      const victim = await registerUser(t.app, { name: 'Vic Tim' });
      const other = await registerUser(t.app, { name: 'Olga Other' });
      const sub = await as(
        victim.cookie,
        'POST',
        '/api/submit-assessment',
        submission({ petPhoto: await pngDataUrl() }),
      );
      if (sub.statusCode !== 201) throw new Error(sub.body);
      const assessmentId = sub.json().id as number;
      await as(victim.cookie, 'POST', `/api/assessments/${assessmentId}/share`);
      const [row] = await db().select().from(s.assessments).where(eq(s.assessments.id, assessmentId));
      const petPhoto = row!.petPhoto!;
      const vPost = await insertPost(db(), { userId: victim.user.id, content: 'My dog loves puddles', image: true });
      const oReplyUnderV = await insertPost(db(), {
        userId: other.user.id,
        content: 'Mine too!',
        parentId: vPost.id,
        image: true,
      });
      const oPost = await insertPost(db(), { userId: other.user.id, content: 'Cat naps', image: true });
      const vReplyUnderO = await insertPost(db(), { userId: victim.user.id, content: 'So cute', parentId: oPost.id });
      await joinBoard(db(), 1, victim.user.id);
      await insertReport(db(), oPost.id, victim.user.id, 'off-topic');
      await insertReport(db(), vPost.id, other.user.id, 'spam');
      const loose = await storedImage(db(), victim.user.id);
      return { victim, other, assessmentId, petPhoto, vPost, oReplyUnderV, oPost, vReplyUnderO, loose };
    }

    const rowsOf = async (userId: number) => ({
      users: (await db().select().from(s.users).where(eq(s.users.id, userId))).length,
      assessments: (await db().select().from(s.assessments).where(eq(s.assessments.userId, userId))).length,
      posts: (await db().select().from(s.discussionPosts).where(eq(s.discussionPosts.userId, userId))).length,
      members: (await db().select().from(s.discussionBoardMembers).where(eq(s.discussionBoardMembers.userId, userId)))
        .length,
      reports: (await db().select().from(s.postReports).where(eq(s.postReports.userId, userId))).length,
      sessions: (await db().select().from(s.sessions).where(eq(s.sessions.userId, userId))).length,
      uploads: (await db().select().from(s.uploads).where(eq(s.uploads.userId, userId))).length,
    });

    it('removes the user and everything of theirs; their links and sessions stop working at once', async () => {
      const d = await populatedVictim();
      expect((await as(null, 'GET', `/api/shared-assessments/${d.assessmentId}`)).statusCode).toBe(200);
      const res = await as(admin.cookie, 'DELETE', `/api/admin/users/${d.victim.user.id}`);
      expect(res.statusCode).toBe(204);
      expect(await rowsOf(d.victim.user.id)).toEqual({
        users: 0,
        assessments: 0,
        posts: 0,
        members: 0,
        reports: 0,
        sessions: 0,
        uploads: 0,
      });
      // Other users' replies under the deleted posts go too, with their images; their own posts stay.
      expect(await postIdsExisting(db(), [d.vPost.id, d.oReplyUnderV.id, d.oPost.id, d.vReplyUnderO.id])).toEqual([
        d.oPost.id,
      ]);
      expect(await imageExists(db(), d.oReplyUnderV.imageUrl)).toBe(false);
      expect(await imageExists(db(), d.vPost.imageUrl)).toBe(false);
      expect(await imageExists(db(), d.petPhoto)).toBe(false);
      expect(await imageExists(db(), d.loose)).toBe(false);
      expect(await imageExists(db(), d.oPost.imageUrl)).toBe(true);
      expect((await as(null, 'GET', d.petPhoto)).statusCode).toBe(404);
      expect((await as(null, 'GET', `/api/shared-assessments/${d.assessmentId}`)).statusCode).toBe(404);
      expect((await as(d.victim.cookie, 'GET', '/api/user')).statusCode).toBe(401);
      expect((await as(d.victim.cookie, 'GET', '/api/assessments')).statusCode).toBe(401);
      const [action] = await db()
        .select()
        .from(s.moderationActions)
        .where(and(eq(s.moderationActions.action, 'delete_user'), eq(s.moderationActions.targetId, d.victim.user.id)));
      expect(action).toMatchObject({ adminId: 1, targetType: 'user', detail: d.victim.user.username });
      expect(Date.now() - action!.createdAt.getTime()).toBeLessThan(60_000);
      // The list no longer has them.
      const list = (await as(admin.cookie, 'GET', '/api/admin/users?limit=200')).json();
      expect(list.some((u: { id: number }) => u.id === d.victim.user.id)).toBe(false);
    });

    it('changes nothing when a late step fails (one transaction)', async () => {
      const d = await populatedVictim();
      const before = await rowsOf(d.victim.user.id);
      await db().execute(
        sql.raw(`create function pawtype_refuse_delete() returns trigger language plpgsql as $$
          begin raise exception 'injected failure'; end $$`),
      );
      await db().execute(
        sql.raw(`create trigger pawtype_refuse_delete before delete on users
          for each row execute function pawtype_refuse_delete()`),
      );
      try {
        const res = await as(admin.cookie, 'DELETE', `/api/admin/users/${d.victim.user.id}`);
        expect(res.statusCode).toBe(500);
      } finally {
        await db().execute(sql.raw('drop trigger pawtype_refuse_delete on users'));
        await db().execute(sql.raw('drop function pawtype_refuse_delete()'));
      }
      expect(await rowsOf(d.victim.user.id)).toEqual(before);
      expect(before).toMatchObject({ users: 1, assessments: 1, posts: 2, members: 1, reports: 1, sessions: 1 });
      expect(await postIdsExisting(db(), [d.vPost.id, d.oReplyUnderV.id, d.oPost.id, d.vReplyUnderO.id])).toHaveLength(
        4,
      );
      expect(await imageExists(db(), d.oReplyUnderV.imageUrl)).toBe(true);
      expect((await as(d.victim.cookie, 'GET', '/api/user')).statusCode).toBe(200);
      expect((await as(null, 'GET', `/api/shared-assessments/${d.assessmentId}`)).statusCode).toBe(200);
      const actions = await db()
        .select()
        .from(s.moderationActions)
        .where(eq(s.moderationActions.targetId, d.victim.user.id));
      expect(actions).toHaveLength(0);
    });

    it('refuses user 1 (the admin) and answers 404 for an unknown user', async () => {
      const res = await as(admin.cookie, 'DELETE', '/api/admin/users/1');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_MESSAGES.cannotDeleteAdmin);
      const missing = await as(admin.cookie, 'DELETE', '/api/admin/users/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User not found');
      expect((await as(admin.cookie, 'GET', '/api/user')).statusCode).toBe(200);
    });
  });

  describe('sender configuration and survey e-mail', () => {
    const send = (body: object) => as(admin.cookie, 'POST', '/api/admin/send-survey', body);
    let target: { user: { id: number; username: string } };
    beforeAll(async () => {
      target = await registerUser(t.app, { name: 'Sam <Survey>' });
    });
    const sendsOf = (userId: number) => db().select().from(s.surveySends).where(eq(s.surveySends.userId, userId));

    it('refuses a survey before a sender is configured', async () => {
      const res = await send({ userId: target.user.id, email: target.user.username });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_MESSAGES.noSender);
      expect(mail.mails).toHaveLength(0);
    });

    it.each(['', '   ', 'not-an-address'])('refuses the sender %j with the product message', async (value) => {
      const res = await as(admin.cookie, 'POST', '/api/admin/config-sendgrid', { verifiedSender: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address');
    });

    it('stores the verified sender and reports whether the API key is set', async () => {
      expect((await as(admin.cookie, 'GET', '/api/admin/config-sendgrid')).json()).toEqual({
        verifiedSender: null,
        apiKeyConfigured: true,
      });
      const res = await as(admin.cookie, 'POST', '/api/admin/config-sendgrid', {
        verifiedSender: ' hello@pawtype.example ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ verifiedSender: 'hello@pawtype.example', apiKeyConfigured: true });
      expect((await as(admin.cookie, 'GET', '/api/admin/config-sendgrid')).json().verifiedSender).toBe(
        'hello@pawtype.example',
      );
    });

    it('names the missing API key', async () => {
      const key = t.app.deps.config.sendgridApiKey;
      t.app.deps.config.sendgridApiKey = undefined;
      try {
        const res = await send({ userId: target.user.id, email: target.user.username });
        expect(res.json().message).toBe(ADMIN_MESSAGES.missingApiKey);
        expect(res.json().message).toMatch(/API key/);
        expect((await as(admin.cookie, 'GET', '/api/admin/config-sendgrid')).json().apiKeyConfigured).toBe(false);
      } finally {
        t.app.deps.config.sendgridApiKey = key;
      }
      expect(mail.mails).toHaveLength(0);
    });

    it("only sends to the user's own address", async () => {
      const res = await send({ userId: target.user.id, email: 'someone-else@example.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_MESSAGES.emailMismatch);
      const missing = await send({ userId: 999999, email: 'x@example.com' });
      expect(missing.statusCode).toBe(404);
      const noMail = await registerUser(t.app);
      await db().update(s.users).set({ email: null }).where(eq(s.users.id, noMail.user.id));
      const none = await send({ userId: noMail.user.id, email: noMail.user.username });
      expect(none.json().message).toBe(ADMIN_MESSAGES.noEmail);
      expect(mail.mails).toHaveLength(0);
    });

    it.each([
      { mode: 'unauthorized', message: 'SendGrid refused the API key (401 Unauthorized): authentication failed' },
      {
        mode: 'unverified-sender',
        message:
          'SendGrid refused the sender (403 Forbidden): the from address does not match a verified Sender Identity',
      },
      { mode: 'forbidden', message: 'SendGrid refused the request (403 Forbidden): access forbidden' },
      {
        mode: 'bad-request',
        message: 'SendGrid could not send the e-mail (400 Bad Request): The subject is required.',
      },
    ] as const)('turns a provider $mode answer into a 502 naming it', async ({ mode, message }) => {
      mail.mode = mode;
      const before = mail.mails.length;
      try {
        const res = await send({ userId: target.user.id, email: target.user.username });
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toBe(message);
      } finally {
        mail.mode = 'accept';
      }
      expect(mail.mails.length).toBe(before + 1);
      const rows = await sendsOf(target.user.id);
      expect(rows.at(-1)).toMatchObject({ outcome: 'failed', detail: message, adminId: 1 });
    });

    it('answers 502 when SendGrid cannot be reached', async () => {
      const base = t.app.deps.config.email.sendgridBaseUrl;
      t.app.deps.config.email.sendgridBaseUrl = 'http://127.0.0.1:9/';
      try {
        const res = await send({ userId: target.user.id, email: target.user.username });
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toMatch(/^SendGrid could not be reached/);
      } finally {
        t.app.deps.config.email.sendgridBaseUrl = base;
      }
    });

    it('sends a real invitation from the verified sender, records it, and refuses a second one too soon', async () => {
      const before = mail.mails.length;
      const res = await send({ userId: target.user.id, email: target.user.username.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: `Survey invitation sent to ${target.user.username}`,
        sentAt: expect.any(String),
      });
      expect(mail.mails).toHaveLength(before + 1);
      const m = mail.mails.at(-1)!;
      expect(m.path).toBe('/v3/mail/send');
      expect(m.authorization).toBe('Bearer SG.test-key');
      expect(m.from).toBe('hello@pawtype.example');
      expect(m.to).toEqual([target.user.username]);
      expect(m.subject).toMatch(/PawType/);
      expect(m.text).toContain('Hi Sam <Survey>,');
      expect(m.text).toContain(SURVEY_URL);
      expect(m.html).toContain('Hi Sam &lt;Survey&gt;,');
      expect(m.html).toContain('href="https://survey.example.org/pawtype?from=email"');
      expect(m.html).not.toContain('<Survey>');
      const rows = await sendsOf(target.user.id);
      expect(rows.at(-1)).toMatchObject({ outcome: 'sent', email: target.user.username, adminId: 1 });

      const again = await send({ userId: target.user.id, email: target.user.username });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe(ADMIN_MESSAGES.tooSoon);
      expect(mail.mails).toHaveLength(before + 1);
    });

    it('two sends at once deliver one invitation', async () => {
      const twin = await registerUser(t.app, { name: 'Twin' });
      const before = mail.mails.length;
      const results = await Promise.all([
        send({ userId: twin.user.id, email: twin.user.username }),
        send({ userId: twin.user.id, email: twin.user.username }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      expect(mail.mails.length).toBe(before + 1);
    });
  });

  describe('moderation', () => {
    async function listen(): Promise<{ events: unknown[]; stop: () => Promise<void> }> {
      const events: unknown[] = [];
      const client = (t.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
      if (driver === 'pglite') {
        const stop = await (client as PGlite).listen('board_events', (p) => events.push(JSON.parse(p)));
        return { events, stop };
      }
      const conn = await (client as pg.Pool).connect();
      conn.on('notification', (n) => events.push(JSON.parse(n.payload ?? 'null')));
      await conn.query('listen board_events');
      return {
        events,
        stop: async () => {
          await conn.query('unlisten board_events');
          conn.release();
        },
      };
    }

    it('lists open reports newest first with board, author, text, image, reasons and count; delete and dismiss', async () => {
      await db().delete(s.postReports); // reports left by earlier tests
      const author = await registerUser(t.app, { name: 'Ria Reported' });
      const r1 = await registerUser(t.app);
      const r2 = await registerUser(t.app);
      const old = await insertPost(db(), {
        boardId: 2,
        userId: author.user.id,
        content: 'Buy cheap bones',
        image: true,
      });
      const reply = await insertPost(db(), {
        boardId: 2,
        userId: r1.user.id,
        content: 'no',
        parentId: old.id,
        image: true,
      });
      const fresh = await insertPost(db(), { boardId: 3, userId: author.user.id, content: 'You are all silly' });
      await insertReport(db(), old.id, r1.user.id, 'spam', new Date(Date.now() - 60_000));
      await insertReport(db(), old.id, r2.user.id, 'abuse', new Date(Date.now() - 50_000));
      await insertReport(db(), fresh.id, r1.user.id, 'abuse');
      const queue = (await as(admin.cookie, 'GET', '/api/moderation/reports')).json();
      expect(queue.map((q: { postId: number }) => q.postId)).toEqual([fresh.id, old.id]);
      const [board2] = await db().select().from(s.discussionBoards).where(eq(s.discussionBoards.id, 2));
      expect(queue[1]).toEqual({
        postId: old.id,
        boardId: 2,
        boardName: board2!.name,
        parentId: null,
        authorName: 'Ria Reported',
        content: 'Buy cheap bones',
        imageUrl: old.imageUrl,
        createdAt: expect.any(String),
        reportCount: 2,
        reasons: ['abuse', 'spam'],
        lastReportedAt: expect.any(String),
      });

      const dismissed = await as(admin.cookie, 'POST', `/api/moderation/reports/${fresh.id}`, { action: 'dismiss' });
      expect(dismissed.json()).toEqual({ postId: fresh.id, action: 'dismiss' });
      expect(await postIdsExisting(db(), [fresh.id])).toEqual([fresh.id]);
      const openReports = await db()
        .select()
        .from(s.postReports)
        .where(and(eq(s.postReports.postId, fresh.id), sql`${s.postReports.resolvedAt} is null`));
      expect(openReports).toHaveLength(0);

      const l = await listen();
      try {
        const deleted = await as(admin.cookie, 'POST', `/api/moderation/reports/${old.id}`, { action: 'delete' });
        expect(deleted.statusCode).toBe(200);
        await expect.poll(() => l.events.length, { timeout: 3000 }).toBe(1);
      } finally {
        await l.stop();
      }
      expect(l.events).toEqual([{ boardId: 2, type: 'post-deleted', postId: old.id, parentId: null }]);
      expect(await postIdsExisting(db(), [old.id, reply.id])).toEqual([]);
      expect(await imageExists(db(), old.imageUrl)).toBe(false);
      expect(await imageExists(db(), reply.imageUrl)).toBe(false);
      expect((await as(admin.cookie, 'GET', '/api/moderation/reports')).json()).toEqual([]);

      const actions = await db().select().from(s.moderationActions).where(eq(s.moderationActions.targetType, 'post'));
      expect(actions.map((a) => [a.action, a.targetId])).toEqual([
        ['dismiss_reports', fresh.id],
        ['delete_post', old.id],
      ]);
      expect(actions[1]).toMatchObject({ adminId: 1, detail: 'Buy cheap bones' });
    });

    it('answers 404 for an unknown post and 400 for an unknown action', async () => {
      const res = await as(admin.cookie, 'POST', '/api/moderation/reports/999999', { action: 'delete' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Post not found');
      const bad = await as(admin.cookie, 'POST', '/api/moderation/reports/1', { action: 'ban' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("action must be 'delete' or 'dismiss'");
    });
  });

  describe('roles: the admin names moderators', () => {
    const roleOf = async (id: number) =>
      (await db().select({ role: s.users.role }).from(s.users).where(eq(s.users.id, id)))[0]?.role;
    const setRole = (cookie: string | null, id: number | string, body: object) =>
      as(cookie, 'PUT', `/api/admin/users/${id}/role`, body);

    it('makes a member a moderator and back; the list, /api/user and the guards follow at once', async () => {
      const mod = await registerUser(t.app, { name: 'Mo Derator' });
      const meBefore = (await as(mod.cookie, 'GET', '/api/user')).json();
      expect(meBefore.role).toBe('member');
      // A member is refused the queue (this also puts the member's session in the cache).
      expect((await as(mod.cookie, 'GET', '/api/moderation/reports')).statusCode).toBe(403);

      const made = await setRole(admin.cookie, mod.user.id, { role: 'moderator' });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toEqual({
        id: mod.user.id,
        username: mod.user.username,
        name: 'Mo Derator',
        email: mod.user.username,
        mbtiType: null,
        role: 'moderator',
        // The row as the admin's table lists it (decision 0038): the address is not confirmed yet.
        emailConfirmed: false,
      });
      expect(await roleOf(mod.user.id)).toBe('moderator');
      // The same session, no new sign-in: the cached session was dropped with the change.
      expect((await as(mod.cookie, 'GET', '/api/user')).json().role).toBe('moderator');
      expect((await as(mod.cookie, 'GET', '/api/moderation/reports')).statusCode).toBe(200);
      const list = (
        await as(admin.cookie, 'GET', `/api/admin/users?q=${encodeURIComponent(mod.user.username)}`)
      ).json();
      expect(list).toEqual([expect.objectContaining({ id: mod.user.id, role: 'moderator' })]);

      const back = await setRole(admin.cookie, mod.user.id, { role: 'member' });
      expect(back.json().role).toBe('member');
      expect((await as(mod.cookie, 'GET', '/api/user')).json().role).toBe('member');
      const refused = await as(mod.cookie, 'GET', '/api/moderation/reports');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only a moderator or the admin can do that');
    });

    it("never changes the admin's role, never makes a second admin, and answers 404 for an unknown user", async () => {
      const own = await setRole(admin.cookie, admin.user.id, { role: 'member' });
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(ADMIN_MESSAGES.cannotChangeAdminRole);
      expect(await roleOf(admin.user.id)).toBe('admin');

      const someone = await registerUser(t.app);
      for (const role of ['admin', 'owner', '', null]) {
        const res = await setRole(admin.cookie, someone.user.id, { role });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(ADMIN_MESSAGES.invalidRole);
      }
      expect(await roleOf(someone.user.id)).toBe('member');
      const [{ admins } = { admins: -1 }] = await db()
        .select({ admins: sql<number>`count(*)::int` })
        .from(s.users)
        .where(eq(s.users.role, 'admin'));
      expect(admins).toBe(1);

      const missing = await setRole(admin.cookie, 999999, { role: 'moderator' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User not found');
    });

    it('the database itself refuses a second admin and an unknown role', async () => {
      const someone = await registerUser(t.app);
      await expect(
        db().update(s.users).set({ role: 'admin' }).where(eq(s.users.id, someone.user.id)),
      ).rejects.toThrow();
      await expect(db().execute(sql`update users set role = 'owner' where id = ${someone.user.id}`)).rejects.toThrow();
      expect(await roleOf(someone.user.id)).toBe('member');
    });

    it('a moderator, a member or a visitor cannot change roles', async () => {
      const mod = await registerUser(t.app);
      await setRole(admin.cookie, mod.user.id, { role: 'moderator' });
      const target = await registerUser(t.app);
      for (const cookie of [mod.cookie, user.cookie, null]) {
        const res = await setRole(cookie, target.user.id, { role: 'moderator' });
        expect(res.statusCode).toBe(cookie ? 403 : 401);
      }
      expect(await roleOf(target.user.id)).toBe('member');
      // Nor their own.
      expect((await setRole(mod.cookie, mod.user.id, { role: 'member' })).statusCode).toBe(403);
      expect(await roleOf(mod.user.id)).toBe('moderator');
    });
  });

  describe('a moderator', () => {
    let mod: { cookie: string; user: { id: number; username: string } };
    beforeAll(async () => {
      mod = await registerUser(t.app, { name: 'Mia Moderator' });
      expect(
        (await as(admin.cookie, 'PUT', `/api/admin/users/${mod.user.id}/role`, { role: 'moderator' })).statusCode,
      ).toBe(200);
    });

    it('is refused every admin call with 403, in words, and learns no e-mail address', async () => {
      const victim = await registerUser(t.app, { name: 'Val Victim' });
      const calls: [string, string, object?][] = [
        ['GET', '/api/admin/users'],
        ['GET', `/api/admin/users?q=${encodeURIComponent(victim.user.username)}`],
        ['GET', '/api/admin/stats'],
        ['DELETE', `/api/admin/users/${victim.user.id}`],
        ['POST', '/api/admin/send-survey', { userId: victim.user.id, email: victim.user.username }],
        ['GET', '/api/admin/config-sendgrid'],
        ['POST', '/api/admin/config-sendgrid', { verifiedSender: 'mod@example.com' }],
        ['PUT', `/api/admin/users/${victim.user.id}/role`, { role: 'moderator' }],
      ];
      for (const [method, url, body] of calls) {
        const res = await as(mod.cookie, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'Only the admin can do that', code: 'FORBIDDEN' });
        expect(res.body).not.toContain(victim.user.username);
      }
      expect((await db().select().from(s.users).where(eq(s.users.id, victim.user.id))).length).toBe(1);
      expect(await db().select().from(s.surveySends).where(eq(s.surveySends.userId, victim.user.id))).toEqual([]);
      expect(mail.mails.some((m) => JSON.stringify(m).includes(victim.user.username))).toBe(false);
      // The queue names authors as the boards do (their name), never by e-mail.
      const post = await insertPost(db(), { boardId: 4, userId: victim.user.id, content: 'Reported words' });
      await insertReport(db(), post.id, user.user.id, 'spam');
      const queue = await as(mod.cookie, 'GET', '/api/moderation/reports');
      expect(queue.statusCode).toBe(200);
      expect(queue.json()).toContainEqual(expect.objectContaining({ postId: post.id, authorName: 'Val Victim' }));
      expect(queue.body).not.toContain(victim.user.username);
    });

    it("cannot delete accounts: neither another user's nor, through the admin's route, their own", async () => {
      const res = await as(mod.cookie, 'DELETE', `/api/admin/users/${mod.user.id}`);
      expect(res.statusCode).toBe(403);
      expect((await as(mod.cookie, 'GET', '/api/user')).statusCode).toBe(200);
    });

    it("lists reports, dismisses them and deletes a reported post; the action is recorded as the moderator's", async () => {
      const author = await registerUser(t.app, { name: 'Rex Reported' });
      const dismissMe = await insertPost(db(), { boardId: 5, userId: author.user.id, content: 'Harmless words' });
      const deleteMe = await insertPost(db(), {
        boardId: 5,
        userId: author.user.id,
        content: 'Rude words',
        image: true,
      });
      await insertReport(db(), dismissMe.id, user.user.id, 'spam');
      await insertReport(db(), deleteMe.id, user.user.id, 'abuse');
      const queue = (await as(mod.cookie, 'GET', '/api/moderation/reports')).json();
      expect(queue.map((q: { postId: number }) => q.postId)).toEqual(
        expect.arrayContaining([dismissMe.id, deleteMe.id]),
      );

      const dismissed = await as(mod.cookie, 'POST', `/api/moderation/reports/${dismissMe.id}`, { action: 'dismiss' });
      expect(dismissed.json()).toEqual({ postId: dismissMe.id, action: 'dismiss' });
      const deleted = await as(mod.cookie, 'POST', `/api/moderation/reports/${deleteMe.id}`, { action: 'delete' });
      expect(deleted.json()).toEqual({ postId: deleteMe.id, action: 'delete' });
      expect(await postIdsExisting(db(), [dismissMe.id, deleteMe.id])).toEqual([dismissMe.id]);
      expect(await imageExists(db(), deleteMe.imageUrl)).toBe(false);
      const after = (await as(mod.cookie, 'GET', '/api/moderation/reports')).json();
      expect(after.some((q: { postId: number }) => q.postId === deleteMe.id || q.postId === dismissMe.id)).toBe(false);
      const actions = await db()
        .select()
        .from(s.moderationActions)
        .where(
          and(
            eq(s.moderationActions.targetType, 'post'),
            sql`${s.moderationActions.targetId} in (${dismissMe.id}, ${deleteMe.id})`,
          ),
        );
      expect(actions.map((a) => [a.action, a.targetId, a.adminId])).toEqual([
        ['dismiss_reports', dismissMe.id, mod.user.id],
        ['delete_post', deleteMe.id, mod.user.id],
      ]);
    });

    it("deletes anyone's post or reply on a board, but edits only their own", async () => {
      const author = await registerUser(t.app, { name: 'Ann Author' });
      const post = await insertPost(db(), { boardId: 6, userId: author.user.id, content: 'Off-topic thread' });
      const reply = await insertPost(db(), { boardId: 6, userId: author.user.id, content: 'bump', parentId: post.id });
      const other = await insertPost(db(), { boardId: 6, userId: author.user.id, content: 'Another thread' });
      expect((await as(mod.cookie, 'DELETE', `/api/discussion-boards/6/posts/${reply.id}`)).statusCode).toBe(204);
      expect((await as(mod.cookie, 'DELETE', `/api/discussion-boards/6/posts/${post.id}`)).statusCode).toBe(204);
      expect(await postIdsExisting(db(), [post.id, reply.id, other.id])).toEqual([other.id]);
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/discussion-boards/6/posts/${other.id}`,
        payload: { content: 'Edited by the moderator' },
        headers: { cookie: mod.cookie },
      });
      expect(edit.statusCode).toBe(403);
      // A member still cannot delete someone else's post.
      expect((await as(user.cookie, 'DELETE', `/api/discussion-boards/6/posts/${other.id}`)).statusCode).toBe(403);
      expect(await postIdsExisting(db(), [other.id])).toEqual([other.id]);
    });
  });

  describe('permissions: the moderation queue x signed out, user, moderator, admin', () => {
    it.each(Object.entries(moderationEndpoints))('%s', async (_name, e) => {
      const mod = await registerUser(t.app);
      await as(admin.cookie, 'PUT', `/api/admin/users/${mod.user.id}/role`, { role: 'moderator' });
      const input =
        e.method === 'POST'
          ? { params: { postId: '999999' }, body: { action: 'dismiss' } }
          : { params: {}, body: undefined };
      const call = (cookie: string | null) => as(cookie, e.method, pathFor(e.path, input.params), input.body);
      expect((await call(null)).statusCode).toBe(401);
      const member = await call(user.cookie);
      expect(member.statusCode).toBe(403);
      expect(member.json().message).toBe('Only a moderator or the admin can do that');
      const expected = e.method === 'POST' ? 404 : 200;
      expect((await call(mod.cookie)).statusCode).toBe(expected);
      expect((await call(admin.cookie)).statusCode).toBe(expected);
    });
  });
});
