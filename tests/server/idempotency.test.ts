/**
 * Idempotency-Key on assessment submissions and new posts, and the housekeeping that removes expired
 * sessions and stored answers (bounded per run, one process at a time), on both engines.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountTokens, assessments, discussionPosts, idempotencyKeys, sessions } from '#server/db/schema.ts';
import { runHousekeeping, HOUSEKEEPING_LOCK } from '#server/housekeeping.ts';
import { IDEMPOTENCY_MESSAGES } from '#server/lib/idempotency.ts';
import { createTestApp, drivers, registerUser, type RegisteredUser, type TestApp } from '../helpers/test-app.ts';
import { submission } from '../helpers/factories.ts';
import pg from 'pg';

describe.each(drivers)('Idempotency-Key on %s', (driver) => {
  let t: TestApp;
  let owner: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp(driver);
    owner = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const submit = (key: string | null, payload: object, cookie = owner.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/submit-assessment',
      payload,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const post = (key: string | null, payload: object, boardId = 3) =>
    t.app.inject({
      method: 'POST',
      url: `/api/discussion-boards/${boardId}/posts`,
      payload,
      headers: { cookie: owner.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const assessmentCount = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(assessments)
        .where(eq(assessments.userId, owner.user.id))
    )[0]!.n;

  it('answers a repeated submission with the first answer and saves it once', async () => {
    const key = crypto.randomUUID();
    const body = submission({ petName: 'Repeat' });
    const before = await assessmentCount();
    const first = await submit(key, body);
    expect(first.statusCode).toBe(201);
    const again = await submit(key, body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await assessmentCount()).toBe(before + 1);
    // Without a key, or with another key, it is a new submission.
    expect((await submit(null, body)).json().id).not.toBe(first.json().id);
    expect((await submit(crypto.randomUUID(), body)).json().id).not.toBe(first.json().id);
    expect(await assessmentCount()).toBe(before + 3);
  });

  it('saves one of 10 simultaneous submissions with one key; the others answer it or ask to wait', async () => {
    const key = crypto.randomUUID();
    const body = submission({ petName: 'Burst' });
    const before = await assessmentCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(key, body)));
    const created = answers.filter((r) => r.statusCode === 201);
    const waiting = answers.filter((r) => r.statusCode === 409);
    expect(created.length + waiting.length).toBe(10);
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    for (const r of waiting) expect(r.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.inProgress, code: 'CONFLICT' });
    expect(await assessmentCount()).toBe(before + 1);
  });

  it('refuses the same key with a different body, in words', async () => {
    const key = crypto.randomUUID();
    expect((await submit(key, submission({ petName: 'One' }))).statusCode).toBe(201);
    const other = await submit(key, submission({ petName: 'Two' }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.otherBody, code: 'VALIDATION_ERROR' });
  });

  it("keeps each user's keys apart", async () => {
    const other = await registerUser(t.app);
    const key = crypto.randomUUID();
    const body = submission({ petName: 'Shared key' });
    const mine = await submit(key, body);
    const theirs = await submit(key, body, other.cookie);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('refuses a malformed key', async () => {
    const res = await submit('x'.repeat(201), submission());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.badKey, code: 'VALIDATION_ERROR' });
  });

  it('posts once for a repeated key, and a refused first try leaves nothing behind', async () => {
    const key = crypto.randomUUID();
    const first = await post(key, { content: 'Posted once, however often it is sent' });
    expect(first.statusCode).toBe(201);
    const again = await post(key, { content: 'Posted once, however often it is sent' });
    expect(again.body).toBe(first.body);
    const rows = await t.database.db
      .select({ id: discussionPosts.id })
      .from(discussionPosts)
      .where(eq(discussionPosts.content, 'Posted once, however often it is sent'));
    expect(rows).toHaveLength(1);
    // The same key on another board is another request.
    expect((await post(key, { content: 'Posted once, however often it is sent' }, 4)).json().id).not.toBe(
      first.json().id,
    );
    // A first try refused (a reply to a post that does not exist) is refused again on retry, not
    // answered "still being processed".
    const refusedKey = crypto.randomUUID();
    const refused = await post(refusedKey, { content: 'a reply', parentId: 999_999_999 });
    expect(refused.statusCode).toBe(400);
    expect((await post(refusedKey, { content: 'a reply', parentId: 999_999_999 })).statusCode).toBe(400);
  });
});

describe.each(drivers)('housekeeping on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('removes expired sessions and answers, at most 1,000 per job and run, and keeps live ones', async () => {
    const { user, cookie } = await registerUser(t.app);
    const past = new Date(Date.now() - 60_000);
    const expired = Array.from({ length: 2_300 }, (_, i) => ({
      tokenHash: `expired-${driver}-${i}-${crypto.randomUUID()}`,
      userId: user.id,
      expiresAt: past,
    }));
    for (let i = 0; i < expired.length; i += 500)
      await t.database.db.insert(sessions).values(expired.slice(i, i + 500));
    await t.database.db.insert(idempotencyKeys).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: user.id,
        key: `old-${i}`,
        operation: 'POST /x',
        requestHash: 'h',
        status: 201,
        response: '{}',
        expiresAt: past,
      })),
    );
    const countExpired = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(sql`${sessions.expiresAt} < now()`)
      )[0]!.n;
    expect(await countExpired()).toBe(2_300);

    const first = await runHousekeeping(t.database.db);
    expect(first).toEqual({
      ran: true,
      removed: {
        'expired sessions': 1_000,
        'expired idempotency keys': 5,
        'spent account links': 0,
        'old unsubscribe links': 0,
      },
    });
    expect(await countExpired()).toBe(1_300);
    await runHousekeeping(t.database.db);
    const third = await runHousekeeping(t.database.db);
    expect(third.removed['expired sessions']).toBe(300);
    expect(await countExpired()).toBe(0);
    // The live session still signs its user in.
    const me = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(me.json().id).toBe(user.id);
  });

  it('removes account links a day after they expired or were used, 1,000 per run, and keeps the rest', async () => {
    const { user } = await registerUser(t.app);
    const hour = 60 * 60_000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const link = (name: string, expiresAt: Date, usedAt: Date | null = null) => ({
      kind: 'password_reset',
      userId: user.id,
      tokenHash: `${name}-${driver}-${crypto.randomUUID()}`,
      expiresAt,
      usedAt,
    });
    // Spent: expired two days ago (1,200 of them) or used two days ago.
    const spent = [
      ...Array.from({ length: 1_200 }, (_, i) => link(`expired-${i}`, ago(48 * hour))),
      link('used-long-ago', new Date(Date.now() + hour), ago(48 * hour)),
    ];
    for (let i = 0; i < spent.length; i += 500)
      await t.database.db.insert(accountTokens).values(spent.slice(i, i + 500));
    // Kept: a live link, one that expired an hour ago and one used an hour ago (they still say
    // 'expired' or 'already used' for a day).
    const kept = [
      link('live', new Date(Date.now() + hour)),
      link('just-expired', ago(hour)),
      link('just-used', new Date(Date.now() + hour), ago(hour)),
    ];
    await t.database.db.insert(accountTokens).values(kept);
    // (Registration also gave the user a live confirmation link: only the reset links above are counted.)
    const left = async () =>
      (
        await t.database.db
          .select({ tokenHash: accountTokens.tokenHash })
          .from(accountTokens)
          .where(sql`${accountTokens.userId} = ${user.id} and ${accountTokens.kind} = 'password_reset'`)
      ).map((r) => r.tokenHash);

    const first = await runHousekeeping(t.database.db);
    expect(first.removed['spent account links']).toBe(1_000);
    expect(await left()).toHaveLength(204);
    const second = await runHousekeeping(t.database.db);
    expect(second.removed['spent account links']).toBe(201);
    expect((await left()).sort()).toEqual(kept.map((k) => k.tokenHash).sort());
  });

  it.skipIf(driver !== 'postgres')('skips a run while another process holds the lock', async () => {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [HOUSEKEEPING_LOCK]);
      expect(await runHousekeeping(t.database.db)).toEqual({ ran: false, removed: {} });
      await other.query('commit');
      expect((await runHousekeeping(t.database.db)).ran).toBe(true);
    } finally {
      await other.end();
    }
  });
});
