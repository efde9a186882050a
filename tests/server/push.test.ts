/**
 * Web Push (issue 23; docs/decisions/0047-web-push.md), on both engines, against a push service of the
 * tests' own (tests/helpers/push-service.ts) that checks the VAPID token and whose bodies the tests
 * decrypt with the subscription's keys: the VAPID key pair (one for every process on a database), the
 * subscriptions and their SSRF rule (at subscribe time and on the address connected to at send time),
 * delivery, 404/410 removal, retries, and a hanging push service that never holds the caller past its bound.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSiblingApp,
  createTestApp,
  drivers,
  registerUser,
  requestAs,
  type RegisteredUser,
  type TestApp,
} from '../helpers/test-app.ts';
import { decryptPush, pushSubscriber, startPushService, type PushServiceStandIn } from '../helpers/push-service.ts';
import { loadConfig, type PushConfig } from '#server/config.ts';
import { pushSubscriptions, pushVapidKeys } from '#server/db/schema.ts';
import { sendPushToUser } from '#server/modules/push/index.ts';
import { PushService } from '#server/modules/push/push-service.ts';
import { ensureVapidKeys } from '#server/modules/push/vapid-keys.ts';
import { PUSH_MESSAGES } from '#shared/rules/push.ts';

const BASE_PUSH = loadConfig({ NODE_ENV: 'test' }).push;
/** Two attempts, a short pause between them (the 5-second attempt limit stays: a loaded machine is slow). */
const FAST: Pick<PushConfig, 'attempts' | 'retryDelayMs'> = { attempts: 2, retryDelayMs: 50 };
/** The attempt limit of the slow cases' sender. */
const BOUND_MS = 1_500;
/** What a loaded two-core machine may add to a bound (the database, TLS, the test's own push service). */
const SLACK_MS = 3_000;
const MESSAGE = {
  title: 'New reply on "Thumping at night"',
  body: 'Sam: My rabbit does that too when a fox is near.',
  url: '/discussion-board/3?post=42',
  tag: 'thread-42',
};
const quiet = { warn: () => {} };

describe.each(drivers)('Web Push on %s', (driver) => {
  let service: PushServiceStandIn;
  /** An app with PUSH_ALLOW_PRIVATE (the test push service is on 127.0.0.1). */
  let t: TestApp;
  /** The same without it: production's rule. */
  let strict: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp(driver, {
      config: { push: { ...BASE_PUSH, ...FAST, allowPrivate: true, trustedCa: service.ca } },
    });
    strict = await createTestApp(driver, { config: { push: { ...BASE_PUSH, ...FAST, trustedCa: service.ca } } });
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await strict?.close();
    await service?.close();
  });

  const subscribe = (app: TestApp, user: RegisteredUser, body: object) =>
    requestAs(app.app, user.cookie, 'POST', '/api/push/subscriptions', body);
  const rowsFor = (userId: number) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('serves one VAPID public key, the one stored, as an uncompressed P-256 key', async () => {
    const first = await requestAs(t.app, null, 'GET', '/api/push/public-key');
    const second = await requestAs(t.app, owner.cookie, 'GET', '/api/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    expect(second.json()).toEqual({ publicKey });
    const raw = Buffer.from(publicKey, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    const rows = await t.database.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publicKey).toBe(publicKey);
  });

  it('makes one key pair when several starts race for the first one', async () => {
    const db = strict.database.db;
    await db.delete(pushVapidKeys);
    const made = await Promise.all(Array.from({ length: 6 }, () => ensureVapidKeys(db)));
    expect(new Set(made.map((k) => k.publicKey)).size).toBe(1);
    expect(new Set(made.map((k) => k.privateKey)).size).toBe(1);
    expect(await db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it.runIf(driver === 'postgres')('gives two app instances on one database the same key pair', async () => {
    await strict.database.db.delete(pushVapidKeys);
    // Two processes starting at once on a database with no key pair yet.
    const [a, b] = await Promise.all([createSiblingApp(strict), createSiblingApp(strict)]);
    try {
      const keyOf = async (x: TestApp) =>
        ((await requestAs(x.app, null, 'GET', '/api/push/public-key')).json() as { publicKey: string }).publicKey;
      const [ka, kb, kStrict] = await Promise.all([keyOf(a), keyOf(b), keyOf(strict)]);
      expect(ka).toBe(kb);
      // The first app's pair was deleted under it: it reads the new one only after a restart; the
      // stored row is the siblings' one.
      const rows = await strict.database.db.select().from(pushVapidKeys);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.publicKey).toBe(ka);
      expect(typeof kStrict).toBe('string');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('saves a subscription for the signed-in owner and removes it by its endpoint', async () => {
    const s = pushSubscriber(service.endpoint('save-and-remove'));
    const res = await subscribe(t, owner, s.subscription);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: PUSH_MESSAGES.subscribed });
    const [row] = (await rowsFor(owner.user.id)).filter((r) => r.endpoint === s.subscription.endpoint);
    expect(row).toMatchObject({
      p256dh: s.subscription.keys.p256dh,
      auth: s.subscription.keys.auth,
      lastSuccessAt: null,
    });

    // Someone else cannot remove it; the answer is the same either way.
    const theirs = await requestAs(t.app, other.cookie, 'DELETE', '/api/push/subscriptions', {
      endpoint: s.subscription.endpoint,
    });
    expect(theirs.statusCode).toBe(200);
    expect((await rowsFor(owner.user.id)).some((r) => r.endpoint === s.subscription.endpoint)).toBe(true);

    const mine = await requestAs(t.app, owner.cookie, 'DELETE', '/api/push/subscriptions', {
      endpoint: s.subscription.endpoint,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ message: PUSH_MESSAGES.unsubscribed });
    expect((await rowsFor(owner.user.id)).some((r) => r.endpoint === s.subscription.endpoint)).toBe(false);
  });

  it('moves a device to the account that subscribed on it last', async () => {
    const s = pushSubscriber(service.endpoint('shared-device'));
    expect((await subscribe(t, owner, s.subscription)).statusCode).toBe(201);
    expect((await subscribe(t, other, s.subscription)).statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, s.subscription.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([other.user.id]);
  });

  it('refuses malformed subscriptions with a message in words', async () => {
    const good = pushSubscriber(service.endpoint('malformed')).subscription;
    const cases: [object, string][] = [
      [{ ...good, endpoint: 'not a url' }, PUSH_MESSAGES.endpointInvalid],
      [{ ...good, endpoint: `https://push.example.com/${'a'.repeat(2100)}` }, PUSH_MESSAGES.endpointTooLong],
      [{ ...good, keys: { ...good.keys, p256dh: 'abc' } }, PUSH_MESSAGES.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.replace(/^B/, 'A') } }, PUSH_MESSAGES.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, -2)}+/` } }, PUSH_MESSAGES.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }, PUSH_MESSAGES.authInvalid],
      [{ endpoint: good.endpoint }, PUSH_MESSAGES.p256dhInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(t, owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
  });

  it('refuses non-https and non-public push endpoints unless PUSH_ALLOW_PRIVATE', async () => {
    const strictOwner = await registerUser(strict.app);
    const keys = pushSubscriber('https://x.invalid/').subscription.keys;
    const refused: [string, string][] = [
      ['http://push.example.com/send/1', PUSH_MESSAGES.endpointNotHttps],
      ['https://127.0.0.1/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://127.1/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://10.1.2.3/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://192.168.0.10/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://172.16.5.4/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://169.254.169.254/latest/meta-data', PUSH_MESSAGES.endpointPrivate],
      ['https://100.64.0.1/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://0.0.0.0/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://[::1]/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://[fd00::1]/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://[fe80::1]/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://[::ffff:127.0.0.1]/send/1', PUSH_MESSAGES.endpointPrivate],
      ['https://224.0.0.1/send/1', PUSH_MESSAGES.endpointPrivate],
      // A host name that resolves to loopback.
      ['https://localhost/send/1', PUSH_MESSAGES.endpointPrivate],
      [service.endpoint('strict'), PUSH_MESSAGES.endpointPrivate],
    ];
    for (const [endpoint, message] of refused) {
      const res = await subscribe(strict, strictOwner, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect((res.json() as { message: string }).message, endpoint).toBe(message);
    }
    // A public address passes the rule (nothing is sent to it here).
    expect((await subscribe(strict, strictOwner, { endpoint: 'https://8.8.8.8/send/public', keys })).statusCode).toBe(
      201,
    );

    // With PUSH_ALLOW_PRIVATE the addresses pass; http never does.
    for (const [endpoint] of refused) {
      const res = await subscribe(t, owner, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(endpoint.startsWith('http:') ? 400 : 201);
    }
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.user.id));
  });

  it('delivers a VAPID-signed message that the subscription keys decrypt', async () => {
    const user = await registerUser(t.app);
    const phone = pushSubscriber(service.endpoint('phone'));
    const tablet = pushSubscriber(service.endpoint('tablet'));
    expect((await subscribe(t, user, phone.subscription)).statusCode).toBe(201);
    expect((await subscribe(t, user, tablet.subscription)).statusCode).toBe(201);

    const report = await sendPushToUser(t.app.deps.db, user.user.id, MESSAGE);
    expect(report).toEqual({ sent: 2, removed: 0, failed: 0 });

    const { publicKey } = (await requestAs(t.app, null, 'GET', '/api/push/public-key')).json() as { publicKey: string };
    for (const [id, subscriber] of [
      ['phone', phone],
      ['tablet', tablet],
    ] as const) {
      const [got] = service.receivedFor(id);
      expect(got, id).toBeDefined();
      expect(got!.vapid).toMatchObject({ ok: true, publicKey, claims: { aud: service.origin } });
      expect(got!.vapid.claims!.sub).toMatch(/^(mailto:|https:)/);
      expect(got!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(got!.headers.ttl)).toBeGreaterThan(0);
      expect(got!.headers.topic).toBe(MESSAGE.tag);
      expect(JSON.parse(decryptPush(got!.body, subscriber))).toEqual(MESSAGE);
    }
    const rows = await rowsFor(user.user.id);
    expect(rows.every((r) => r.lastSuccessAt instanceof Date)).toBe(true);
  });

  it('sends nothing to a user without subscriptions, and never rejects', async () => {
    expect(await sendPushToUser(t.app.deps.db, other.user.id + 10_000, MESSAGE)).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
  });

  it.each([
    ['gone', 410],
    ['not-found', 404],
  ] as const)('removes a subscription its push service answers %s (%i)', async (mode, _status) => {
    const user = await registerUser(t.app);
    const id = `answer-${mode}`;
    service.mode(id, mode);
    const s = pushSubscriber(service.endpoint(id));
    expect((await subscribe(t, user, s.subscription)).statusCode).toBe(201);
    const report = await sendPushToUser(t.app.deps.db, user.user.id, MESSAGE);
    expect(report).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(service.receivedFor(id)).toHaveLength(1);
    expect(await rowsFor(user.user.id)).toEqual([]);
  });

  it.each(['busy', 'fail'] as const)(
    'tries a %s push service again, then gives up and keeps the subscription',
    async (mode) => {
      const user = await registerUser(t.app);
      const id = `answer-${mode}`;
      service.mode(id, mode);
      const s = pushSubscriber(service.endpoint(id));
      expect((await subscribe(t, user, s.subscription)).statusCode).toBe(201);
      const report = await sendPushToUser(t.app.deps.db, user.user.id, MESSAGE);
      expect(report).toEqual({ sent: 0, removed: 0, failed: 1 });
      expect(service.receivedFor(id)).toHaveLength(FAST.attempts);
      expect(await rowsFor(user.user.id)).toHaveLength(1);
    },
  );

  /** A sender with a short attempt limit, on the app's database, for the slow push services. */
  const boundedSender = () =>
    new PushService(
      t.database.db,
      { ...BASE_PUSH, ...FAST, timeoutMs: BOUND_MS, allowPrivate: true, trustedCa: service.ca },
      quiet,
    );

  it('never holds the caller on a push service that hangs, nor past the bound when awaited', async () => {
    const user = await registerUser(t.app);
    service.mode('hang', 'hang');
    const hanging = pushSubscriber(service.endpoint('hang'));
    const fine = pushSubscriber(service.endpoint('hang-neighbour'));
    expect((await subscribe(t, user, hanging.subscription)).statusCode).toBe(201);
    expect((await subscribe(t, user, fine.subscription)).statusCode).toBe(201);

    const sender = boundedSender();
    const started = performance.now();
    const pending = sender.sendToUser(user.user.id, MESSAGE);
    // Fire and forget: the call itself returns at once.
    expect(performance.now() - started).toBeLessThan(50);
    const report = await pending;
    const took = performance.now() - started;
    sender.close();
    // Two attempts that each wait out the limit, and a 50 ms pause.
    expect(took).toBeGreaterThanOrEqual(BOUND_MS * FAST.attempts - 20);
    expect(took).toBeLessThan(BOUND_MS * FAST.attempts + FAST.retryDelayMs * 2 + SLACK_MS);
    expect(report).toEqual({ sent: 1, removed: 0, failed: 1 });
    expect(service.receivedFor('hang').length).toBeGreaterThanOrEqual(1);
    expect(service.receivedFor('hang-neighbour')).toHaveLength(1);
  });

  it('cuts off a push service that trickles its answer, within the same bound', async () => {
    const user = await registerUser(t.app);
    service.mode('trickle', 'trickle');
    const s = pushSubscriber(service.endpoint('trickle'));
    expect((await subscribe(t, user, s.subscription)).statusCode).toBe(201);
    const sender = boundedSender();
    const started = performance.now();
    const report = await sender.sendToUser(user.user.id, MESSAGE);
    const took = performance.now() - started;
    sender.close();
    expect(took).toBeGreaterThanOrEqual(BOUND_MS * FAST.attempts - 20);
    expect(took).toBeLessThan(BOUND_MS * FAST.attempts + FAST.retryDelayMs * 2 + SLACK_MS);
    expect(report).toEqual({ sent: 0, removed: 0, failed: 1 });
  });

  it('refuses at send time an endpoint that now leads to a private address (DNS rebinding)', async () => {
    // A sender with production's rule, and subscriptions stored when they still looked public.
    const sender = new PushService(strict.database.db, { ...BASE_PUSH, ...FAST, trustedCa: service.ca }, quiet);
    const user = await registerUser(strict.app);
    const port = new URL(service.origin).port;
    const byName = pushSubscriber(`https://localhost:${port}/push/rebound-name`);
    const byAddress = pushSubscriber(`https://127.0.0.1:${port}/push/rebound-address`);
    for (const s of [byName, byAddress]) {
      await strict.database.db.insert(pushSubscriptions).values({
        userId: user.user.id,
        endpoint: s.subscription.endpoint,
        p256dh: s.subscription.keys.p256dh,
        auth: s.subscription.keys.auth,
      });
    }
    const report = await sender.sendToUser(user.user.id, MESSAGE);
    sender.close();
    expect(report).toEqual({ sent: 0, removed: 0, failed: 2 });
    expect(service.receivedFor('rebound-name')).toHaveLength(0);
    expect(service.receivedFor('rebound-address')).toHaveLength(0);
  });

  it("removes an account's subscriptions with the account", async () => {
    const user = await registerUser(t.app);
    const s = pushSubscriber(service.endpoint('leaving'));
    expect((await subscribe(t, user, s.subscription)).statusCode).toBe(201);
    const res = await requestAs(t.app, user.cookie, 'DELETE', '/api/user', { password: user.password });
    expect(res.statusCode).toBeLessThan(300);
    expect(await rowsFor(user.user.id)).toEqual([]);
  });
});
