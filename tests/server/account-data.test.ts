import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriber } from '../helpers/push-service.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, drivers, registerUser, requestAs, type TestApp } from '../helpers/test-app.ts';
import { submission } from '../helpers/factories.ts';
import { imageExists, insertPost, insertReport, joinBoard, postIdsExisting } from '../helpers/board-data.ts';
import * as s from '#server/db/schema.ts';

describe.each(drivers)("owners' own data on %s", (driver) => {
  let t: TestApp;
  let admin: { cookie: string; user: { id: number } };
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await registerUser(t.app, { name: 'Ada Admin' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const as = (cookie: string | null, method: string, url: string, payload?: object) =>
    requestAs(t.app, cookie, method, url, payload);

  async function owners() {
    const owner = await registerUser(t.app, { name: 'Olive Owner' });
    const other = await registerUser(t.app, { name: 'Nosy Neighbour' });
    const mine = await as(owner.cookie, 'POST', '/api/submit-assessment', submission({ petName: 'Biscuit' }));
    await as(other.cookie, 'POST', '/api/submit-assessment', submission({ petName: 'NotMine' }));
    const myPost = await insertPost(db(), { userId: owner.user.id, content: 'Biscuit ate my sock', image: true });
    const theirReply = await insertPost(db(), {
      userId: other.user.id,
      content: 'Secret of the neighbour',
      parentId: myPost.id,
    });
    const theirPost = await insertPost(db(), { userId: other.user.id, content: 'Neighbour thread' });
    const myReply = await insertPost(db(), { userId: owner.user.id, content: 'Lovely!', parentId: theirPost.id });
    return { owner, other, assessmentId: mine.json().id as number, myPost, theirReply, theirPost, myReply };
  }

  describe('GET /api/user/export', () => {
    it('needs a session', async () => {
      expect((await as(null, 'GET', '/api/user/export')).statusCode).toBe(401);
    });

    it("names the account's role: the admin's, a moderator's", async () => {
      expect((await as(admin.cookie, 'GET', '/api/user/export')).json().account.role).toBe('admin');
      const mod = await registerUser(t.app);
      await as(admin.cookie, 'PUT', `/api/admin/users/${mod.user.id}/role`, { role: 'moderator' });
      expect((await as(mod.cookie, 'GET', '/api/user/export')).json().account.role).toBe('moderator');
    });

    it('holds the notification settings the owner chose and the devices push goes to, not their keys', async () => {
      const d = await owners();
      const settings = {
        replies: { inApp: true, push: false, email: false },
        moderation: { inApp: true, push: true, email: true },
      };
      expect((await as(d.owner.cookie, 'PUT', '/api/notifications/settings', settings)).statusCode).toBe(200);
      const device = pushSubscriber('https://8.8.8.8/push/export-device').subscription;
      expect((await as(d.owner.cookie, 'POST', '/api/push/subscriptions', device)).statusCode).toBe(201);
      const data = (await as(d.owner.cookie, 'GET', '/api/user/export')).json();
      expect(data.notificationSettings).toEqual({ ...settings, lastSummaryAt: null });
      expect(data.pushDevices).toEqual([
        { endpoint: device.endpoint, createdAt: expect.any(String), lastSuccessAt: null },
      ]);
      expect(JSON.stringify(data)).not.toContain(device.keys.auth);
    });

    it("is a JSON file of exactly the owner's account, assessments with answers and results, and posts", async () => {
      const d = await owners();
      await as(d.owner.cookie, 'POST', '/api/user/mbti', { mbtiType: 'ENFJ' });
      const res = await as(d.owner.cookie, 'GET', '/api/user/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="pawtype-my-data.json"');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const data = res.json();
      expect(data.account).toEqual({
        id: d.owner.user.id,
        username: d.owner.user.username,
        name: 'Olive Owner',
        email: d.owner.user.username,
        mbtiType: 'ENFJ',
        role: 'member',
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(data)).not.toMatch(/password|argon2/i);
      expect(data.assessments).toHaveLength(1);
      expect(data.assessments[0]).toMatchObject({
        id: d.assessmentId,
        petName: 'Biscuit',
        petType: 'Dog',
        petBreed: 'Jack Russell Terrier',
        answers: submission().textResponses,
        result: {
          archetypeCode: expect.stringMatching(/^[IR][CT][AP][FS]$/),
          archetypeName: expect.any(String),
          independenceScore: expect.any(Number),
        },
      });
      expect(data.posts.map((p: { id: number }) => p.id)).toEqual([d.myPost.id, d.myReply.id]);
      expect(data.posts[0]).toMatchObject({
        content: 'Biscuit ate my sock',
        kind: 'post',
        imageUrl: d.myPost.imageUrl,
      });
      expect(data.posts[1]).toMatchObject({ content: 'Lovely!', kind: 'reply', parentId: d.theirPost.id });
      // Notification settings (the defaults until changed) and the devices push goes to.
      expect(data.notificationSettings).toBeNull();
      expect(data.pushDevices).toEqual([]);
      // Nobody else's data: not the neighbour's pet, posts, replies, name or address.
      const text = JSON.stringify(data);
      for (const foreign of [
        'NotMine',
        'Secret of the neighbour',
        'Neighbour thread',
        'Nosy Neighbour',
        d.other.user.username,
      ]) {
        expect(text).not.toContain(foreign);
      }
    });
  });

  describe('DELETE /api/user', () => {
    it('checks the password, and changes nothing when it is wrong or missing', async () => {
      const d = await owners();
      const wrong = await as(d.owner.cookie, 'DELETE', '/api/user', { password: 'not-my-password' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('That password is not correct');
      const missing = await as(d.owner.cookie, 'DELETE', '/api/user', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please enter your password');
      expect((await as(null, 'DELETE', '/api/user', { password: 'secret123' })).statusCode).toBe(401);
      expect((await as(d.owner.cookie, 'GET', '/api/user')).statusCode).toBe(200);
      expect(await postIdsExisting(db(), [d.myPost.id])).toEqual([d.myPost.id]);
    });

    it('removes everything as the admin delete does, ends the session and clears the cookie', async () => {
      const d = await owners();
      await joinBoard(db(), 1, d.owner.user.id);
      await insertReport(db(), d.theirPost.id, d.owner.user.id, 'spam');
      const res = await as(d.owner.cookie, 'DELETE', '/api/user', { password: 'secret123' });
      expect(res.statusCode).toBe(204);
      const cleared = res.cookies.find((c) => c.name === 'pawtype_session');
      expect(cleared?.value).toBe('');
      expect((await as(d.owner.cookie, 'GET', '/api/user')).statusCode).toBe(401);
      const login = await as(null, 'POST', '/api/login', { username: d.owner.user.username, password: 'secret123' });
      expect(login.statusCode).toBe(401);
      expect(await db().select().from(s.users).where(eq(s.users.id, d.owner.user.id))).toEqual([]);
      expect(await db().select().from(s.assessments).where(eq(s.assessments.userId, d.owner.user.id))).toEqual([]);
      expect(await db().select().from(s.uploads).where(eq(s.uploads.userId, d.owner.user.id))).toEqual([]);
      expect(await db().select().from(s.postReports).where(eq(s.postReports.userId, d.owner.user.id))).toEqual([]);
      expect(
        await db().select().from(s.discussionBoardMembers).where(eq(s.discussionBoardMembers.userId, d.owner.user.id)),
      ).toEqual([]);
      expect(await postIdsExisting(db(), [d.myPost.id, d.theirReply.id, d.theirPost.id, d.myReply.id])).toEqual([
        d.theirPost.id,
      ]);
      expect(await imageExists(db(), d.myPost.imageUrl)).toBe(false);
      expect((await as(null, 'GET', `/api/shared-assessments/${d.assessmentId}`)).statusCode).toBe(404);
      // Not an admin action: nothing recorded as one.
      expect(await db().select().from(s.moderationActions)).toEqual([]);
      // The neighbour is untouched.
      expect((await as(d.other.cookie, 'GET', '/api/user')).statusCode).toBe(200);
    });

    it('refuses the admin account', async () => {
      const res = await as(admin.cookie, 'DELETE', '/api/user', { password: 'secret123' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The admin account cannot be deleted this way');
      expect((await as(admin.cookie, 'GET', '/api/user')).statusCode).toBe(200);
    });
  });
});
