/**
 * A way back in (issue 21, docs/decisions/0038 and 0039): forgotten passwords, password and e-mail
 * changes, confirmed addresses, and how the e-mails leave (outbox, SendGrid's stand-in, none).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cookieFrom, createTestApp, drivers, registerUser, requestAs, type TestApp } from '../helpers/test-app.ts';
import { mailsTo, readOutbox, tokenIn } from '../helpers/outbox.ts';
import { startSendGridStandIn } from '../helpers/sendgrid-stand-in.ts';
import * as s from '#server/db/schema.ts';
import { RECOVERY_MESSAGES } from '#shared/rules/account-recovery.ts';
import { purgeExpiredAccountTokens } from '#server/modules/account-recovery/index.ts';
import { MAIL_UNAVAILABLE_MESSAGE } from '#server/modules/mail/index.ts';

const sha256 = (v: string) => crypto.createHash('sha256').update(v).digest('hex');

describe.each(drivers)('account recovery on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: {
        limits: {
          ...(await import('#server/config.ts')).loadConfig({}).limits,
          registerPerAddress: 10_000,
          resetPerEmail: 1_000,
          resetPerClient: 1_000,
        },
      },
    });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const as = (cookie: string | null, method: string, url: string, payload?: object) =>
    requestAs(t.app, cookie, method, url, payload);
  const outbox = () => t.config.mail.outboxDir;
  const settle = () => t.app.deps.mailer.idle();
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  async function resetTokenFor(username: string): Promise<string> {
    const res = await as(null, 'POST', '/api/password-reset', { email: username });
    expect(res.statusCode).toBe(202);
    await settle();
    return tokenIn(mailsTo(outbox(), username).at(-1)!.text, '/reset-password');
  }
  const confirmReset = (token: string, password = 'brand-new-1', confirmPassword = password) =>
    as(null, 'POST', '/api/password-reset/confirm', { token, password, confirmPassword });

  describe('forgotten password', () => {
    it('e-mails a link built from PUBLIC_URL (never the Host header), plain text and HTML, 30 minutes, with guidance', async () => {
      const owner = await registerUser(t.app, { name: 'Rita Reset' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: owner.user.username.toUpperCase() },
        headers: { host: 'evil.example' },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: RECOVERY_MESSAGES.resetRequested });
      await settle();
      const mail = mailsTo(outbox(), owner.user.username).find((m) => /new PawType password/.test(m.subject))!;
      expect(mail).toBeDefined();
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(mail.text).toContain('Hi Rita Reset,');
      expect(mail.text).toMatch(/works for 30 minutes/);
      expect(mail.text).toMatch(/If this wasn’t you/);
      expect(mail.text).toContain(`${t.config.mail.publicUrl}/reset-password?token=`);
      expect(mail.raw).not.toContain('evil.example');
      expect(mail.html).toContain('Choose a new password');
      const token = tokenIn(mail.text, '/reset-password');
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    });

    it('stores only the hash of the token', async () => {
      const owner = await registerUser(t.app);
      const token = await resetTokenFor(owner.user.username);
      const rows = await db().select().from(s.accountTokens).where(eq(s.accountTokens.userId, owner.user.id));
      const reset = rows.filter((r) => r.kind === 'password_reset');
      expect(reset).toHaveLength(1);
      expect(reset[0]!.tokenHash).toBe(sha256(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      const expiresIn = reset[0]!.expiresAt.getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(29 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    });

    it('answers an unknown address with the same body, sends nothing, and takes about the same time', async () => {
      const owner = await registerUser(t.app);
      await settle();
      const before = readOutbox(outbox()).length;
      const unknown = `nobody-${Date.now()}@example.com`;
      const res = await as(null, 'POST', '/api/password-reset', { email: unknown });
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(JSON.stringify({ message: RECOVERY_MESSAGES.resetRequested }));
      await settle();
      expect(readOutbox(outbox())).toHaveLength(before);
      // A slow provider (1 s per e-mail): the answer must not wait for it, so both kinds of address
      // answer in about the same time (only a token row's insert differs). This machine may be busy,
      // hence the wide margin; awaiting the e-mail would add the whole second.
      const mailer = t.app.deps.mailer;
      const send = mailer.send.bind(mailer);
      mailer.send = async (mail) => {
        await new Promise((r) => setTimeout(r, 1_000));
        return send(mail);
      };
      try {
        const time = async (email: string) => {
          const start = process.hrtime.bigint();
          const r = await as(null, 'POST', '/api/password-reset', { email });
          expect(r.statusCode).toBe(202);
          return Number(process.hrtime.bigint() - start) / 1e6;
        };
        const known: number[] = [];
        const missing: number[] = [];
        for (let i = 0; i < 6; i++) {
          known.push(await time(owner.user.username));
          missing.push(await time(`nobody-${i}-${Date.now()}@example.com`));
        }
        await settle();
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
        expect(Math.abs(median(known) - median(missing))).toBeLessThan(400);
        expect(median(known)).toBeLessThan(1_000);
      } finally {
        mailer.send = send;
      }
    });

    it('sets the new password, ends every session, and signs the owner in here', async () => {
      const owner = await registerUser(t.app);
      const second = cookieFrom(await login(owner.user.username, owner.password));
      const token = await resetTokenFor(owner.user.username);
      const res = await confirmReset(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: owner.user.id, username: owner.user.username });
      const fresh = cookieFrom(res);
      expect((await as(owner.cookie, 'GET', '/api/user')).statusCode).toBe(401);
      expect((await as(second, 'GET', '/api/user')).statusCode).toBe(401);
      expect((await as(fresh, 'GET', '/api/user')).statusCode).toBe(200);
      expect((await login(owner.user.username, owner.password)).statusCode).toBe(401);
      expect((await login(owner.user.username, 'brand-new-1')).statusCode).toBe(200);
      // The link went to the address: it is confirmed now.
      expect((await as(fresh, 'GET', '/api/user/email')).json()).toMatchObject({ confirmed: true });
    });

    it('works once', async () => {
      const owner = await registerUser(t.app);
      const token = await resetTokenFor(owner.user.username);
      expect((await confirmReset(token)).statusCode).toBe(200);
      const again = await confirmReset(token, 'another-one-2');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: RECOVERY_MESSAGES.linkUsed, code: 'INVALID_LINK' });
      expect((await login(owner.user.username, 'another-one-2')).statusCode).toBe(401);
    });

    it('works once even when two requests race with the same link', async () => {
      const owner = await registerUser(t.app);
      const token = await resetTokenFor(owner.user.username);
      const codes = (await Promise.all([confirmReset(token, 'racer-one-1'), confirmReset(token, 'racer-two-2')]))
        .map((r) => r.statusCode)
        .sort();
      expect(codes).toEqual([200, 400]);
    });

    it('expires after 30 minutes', async () => {
      const owner = await registerUser(t.app);
      const token = await resetTokenFor(owner.user.username);
      await db()
        .update(s.accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(s.accountTokens.tokenHash, sha256(token)));
      const res = await confirmReset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RECOVERY_MESSAGES.linkExpired);
      expect((await login(owner.user.username, owner.password)).statusCode).toBe(200);
    });

    it('a newer request replaces the older link', async () => {
      const owner = await registerUser(t.app);
      const first = await resetTokenFor(owner.user.username);
      const second = await resetTokenFor(owner.user.username);
      expect(second).not.toBe(first);
      const old = await confirmReset(first);
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(RECOVERY_MESSAGES.linkUnknown);
      expect((await confirmReset(second)).statusCode).toBe(200);
    });

    it('refuses unknown links and the password rules in words', async () => {
      const unknown = await confirmReset(crypto.randomBytes(32).toString('base64url'));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(RECOVERY_MESSAGES.linkUnknown);
      const owner = await registerUser(t.app);
      const token = await resetTokenFor(owner.user.username);
      const short = await confirmReset(token, 'abc');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Password must be at least 6 characters');
      const mismatch = await confirmReset(token, 'long-enough-1', 'long-enough-2');
      expect(mismatch.json().message).toBe('Passwords do not match');
      // Neither used the link up.
      expect((await confirmReset(token)).statusCode).toBe(200);
    });

    it('purges expired and long-used tokens, and keeps live ones', async () => {
      const owner = await registerUser(t.app);
      const live = await resetTokenFor(owner.user.username);
      await db()
        .insert(s.accountTokens)
        .values({
          kind: 'email_confirm',
          userId: owner.user.id,
          tokenHash: sha256('old'),
          expiresAt: new Date(Date.now() - 2 * 24 * 60 * 60_000),
        });
      expect(await purgeExpiredAccountTokens(db())).toBeGreaterThanOrEqual(1);
      const left = await db().select().from(s.accountTokens).where(eq(s.accountTokens.userId, owner.user.id));
      expect(left.map((r) => r.tokenHash)).toContain(sha256(live));
      expect(left.map((r) => r.tokenHash)).not.toContain(sha256('old'));
    });
  });

  describe('changing the password', () => {
    it('needs the current password, ends every other session, keeps this one, and sends a notice', async () => {
      const owner = await registerUser(t.app, { name: 'Carl Change' });
      const other = cookieFrom(await login(owner.user.username, owner.password));
      const wrong = await as(owner.cookie, 'POST', '/api/user/password', {
        currentPassword: 'not-it-at-all',
        password: 'changed-pw-1',
        confirmPassword: 'changed-pw-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(RECOVERY_MESSAGES.wrongPassword);
      const mismatch = await as(owner.cookie, 'POST', '/api/user/password', {
        currentPassword: owner.password,
        password: 'changed-pw-1',
        confirmPassword: 'changed-pw-2',
      });
      expect(mismatch.json().message).toBe('Passwords do not match');
      const res = await as(owner.cookie, 'POST', '/api/user/password', {
        currentPassword: owner.password,
        password: 'changed-pw-1',
        confirmPassword: 'changed-pw-1',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(RECOVERY_MESSAGES.passwordChanged);
      expect((await as(owner.cookie, 'GET', '/api/user')).statusCode).toBe(200);
      expect((await as(other, 'GET', '/api/user')).statusCode).toBe(401);
      expect((await login(owner.user.username, 'changed-pw-1')).statusCode).toBe(200);
      await settle();
      const notice = mailsTo(outbox(), owner.user.username).find((m) => /password was changed/.test(m.subject));
      expect(notice?.text).toMatch(/If this wasn’t you/);
    });

    it('needs a session', async () => {
      const res = await as(null, 'POST', '/api/user/password', {
        currentPassword: 'x',
        password: 'changed-pw-1',
        confirmPassword: 'changed-pw-1',
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('changing the e-mail address', () => {
    it('changes nothing until the link sent to the new address is opened; the old address gets a notice', async () => {
      const owner = await registerUser(t.app, { name: 'Erin Email' });
      const newEmail = `moved-${Date.now()}@example.com`;
      const wrong = await as(owner.cookie, 'POST', '/api/user/email', { email: newEmail, password: 'nope-nope' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(RECOVERY_MESSAGES.wrongPassword);
      const res = await as(owner.cookie, 'POST', '/api/user/email', {
        email: newEmail.toUpperCase(),
        password: owner.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toContain(newEmail);
      await settle();
      expect((await as(owner.cookie, 'GET', '/api/user')).json().username).toBe(owner.user.username);
      expect((await as(owner.cookie, 'GET', '/api/user/email')).json()).toEqual({
        email: owner.user.username,
        confirmed: false,
        pendingEmail: newEmail,
      });
      const notice = mailsTo(outbox(), owner.user.username).find((m) => /about to change/.test(m.subject));
      expect(notice?.text).toContain(newEmail);
      const link = mailsTo(outbox(), newEmail).at(-1)!;
      expect(link.text).toMatch(/works for 24 hours/);
      const token = tokenIn(link.text, '/confirm-email');
      const confirmed = await as(null, 'POST', '/api/email/confirm', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ kind: 'email_change', email: newEmail });
      const me = (await as(owner.cookie, 'GET', '/api/user')).json();
      expect(me).toMatchObject({ username: newEmail, email: newEmail });
      expect((await login(newEmail, owner.password)).statusCode).toBe(200);
      expect((await login(owner.user.username, owner.password)).statusCode).toBe(401);
      expect((await as(owner.cookie, 'GET', '/api/user/email')).json()).toMatchObject({
        confirmed: true,
        pendingEmail: null,
      });
      expect((await as(null, 'POST', '/api/email/confirm', { token })).json().message).toBe(RECOVERY_MESSAGES.linkUsed);
    });

    it('refuses an address another account uses, without saying whose', async () => {
      const owner = await registerUser(t.app);
      const taken = await registerUser(t.app, { name: 'Tabitha Taken' });
      const res = await as(owner.cookie, 'POST', '/api/user/email', {
        email: taken.user.username,
        password: owner.password,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: RECOVERY_MESSAGES.emailTaken, code: 'CONFLICT' });
      expect(res.body).not.toContain('Tabitha');
      const same = await as(owner.cookie, 'POST', '/api/user/email', {
        email: owner.user.username,
        password: owner.password,
      });
      expect(same.json().message).toBe(RECOVERY_MESSAGES.sameEmail);
    });

    it('refuses the change when someone registered the address before the link was opened', async () => {
      const owner = await registerUser(t.app);
      const newEmail = `race-${Date.now()}@example.com`;
      await as(owner.cookie, 'POST', '/api/user/email', { email: newEmail, password: owner.password });
      await settle();
      const token = tokenIn(mailsTo(outbox(), newEmail).at(-1)!.text, '/confirm-email');
      await registerUser(t.app, { username: newEmail });
      const res = await as(null, 'POST', '/api/email/confirm', { token });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RECOVERY_MESSAGES.emailTaken);
      expect((await as(owner.cookie, 'GET', '/api/user')).json().username).toBe(owner.user.username);
    });
  });

  describe('confirmed addresses', () => {
    it('a new account gets a confirmation e-mail; opening it confirms the address; Send again refuses then', async () => {
      const owner = await registerUser(t.app, { name: 'Nina New' });
      expect((await as(owner.cookie, 'GET', '/api/user/email')).json()).toEqual({
        email: owner.user.username,
        confirmed: false,
        pendingEmail: null,
      });
      await settle();
      const mail = mailsTo(outbox(), owner.user.username).find((m) => /Confirm your e-mail address/.test(m.subject))!;
      expect(mail.text).toContain('Hi Nina New,');
      expect(mail.text).toMatch(/If this wasn’t you/);
      const res = await as(null, 'POST', '/api/email/confirm', { token: tokenIn(mail.text, '/confirm-email') });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kind: 'email_confirm', email: owner.user.username });
      expect((await as(owner.cookie, 'GET', '/api/user/email')).json().confirmed).toBe(true);
      const again = await as(owner.cookie, 'POST', '/api/user/email/confirmation');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(RECOVERY_MESSAGES.alreadyConfirmed);
    });

    it("'Send again' sends a new link that replaces the first", async () => {
      const owner = await registerUser(t.app);
      await settle();
      const first = tokenIn(mailsTo(outbox(), owner.user.username).at(-1)!.text, '/confirm-email');
      const res = await as(owner.cookie, 'POST', '/api/user/email/confirmation');
      expect(res.statusCode).toBe(200);
      const second = tokenIn(mailsTo(outbox(), owner.user.username).at(-1)!.text, '/confirm-email');
      expect(second).not.toBe(first);
      expect((await as(null, 'POST', '/api/email/confirm', { token: first })).statusCode).toBe(400);
      expect((await as(null, 'POST', '/api/email/confirm', { token: second })).statusCode).toBe(200);
    });
  });
});

describe('e-mail transports', () => {
  it('in production without a key: the reset says e-mail is not set up, and readiness names it', async () => {
    const t = await createTestApp('pglite', {
      config: {
        env: 'production',
        sendgridApiKey: undefined,
        mail: { transport: 'none', publicUrl: null, outboxDir: '/nonexistent' },
      },
    });
    try {
      const owner = await registerUser(t.app);
      const res = await requestAs(t.app, null, 'POST', '/api/password-reset', { email: owner.user.username });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MAIL_UNAVAILABLE_MESSAGE);
      const unknown = await requestAs(t.app, null, 'POST', '/api/password-reset', { email: 'x-nobody@example.com' });
      expect(unknown.body).toBe(res.body);
      const ready = (await t.app.inject({ url: '/api/health/ready' })).json();
      expect(ready.mail).toEqual({
        transport: 'none',
        ready: false,
        problem: expect.stringMatching(/SENDGRID_API_KEY/),
      });
    } finally {
      await t.close();
    }
  });

  it('through SendGrid (the local stand-in) from the verified sender set on the dashboard', async () => {
    const standIn = await startSendGridStandIn();
    const t = await createTestApp('pglite', {
      config: {
        sendgridApiKey: 'SG.recovery',
        email: { ...(await import('#server/config.ts')).loadConfig({}).email, sendgridBaseUrl: standIn.url },
        mail: { transport: 'sendgrid', publicUrl: 'https://pawtype.example', outboxDir: '/nonexistent' },
      },
    });
    try {
      const admin = await registerUser(t.app);
      expect(admin.user.id).toBe(1);
      const notReady = (await t.app.inject({ url: '/api/health/ready' })).json();
      expect(notReady.mail).toMatchObject({
        transport: 'sendgrid',
        ready: false,
        problem: expect.stringMatching(/verified sender/),
      });
      await requestAs(t.app, admin.cookie, 'POST', '/api/admin/config-sendgrid', {
        verifiedSender: 'hello@pawtype.example',
      });
      expect((await t.app.inject({ url: '/api/health/ready' })).json().mail).toEqual({
        transport: 'sendgrid',
        ready: true,
        problem: null,
      });
      const res = await requestAs(t.app, null, 'POST', '/api/password-reset', { email: admin.user.username });
      expect(res.statusCode).toBe(202);
      await t.app.deps.mailer.idle();
      const mail = standIn.mails.find((m) => /new PawType password/.test(m.subject))!;
      expect(mail.from).toBe('hello@pawtype.example');
      expect(mail.to).toEqual([admin.user.username]);
      expect(mail.authorization).toBe('Bearer SG.recovery');
      expect(mail.text).toContain('https://pawtype.example/reset-password?token=');
      expect(mail.html).toContain('https://pawtype.example/reset-password?token=');
    } finally {
      await t.close();
      await standIn.close();
    }
  });
});

describe.each(drivers)('account recovery limits on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    const base = (await import('#server/config.ts')).loadConfig({ NODE_ENV: 'test' }).limits;
    t = await createTestApp(driver, {
      config: {
        limits: { ...base, registerPerAddress: 10_000, loginPerAccount: 3, resetPerEmail: 2, resetPerClient: 4 },
      },
    });
  });
  afterAll(() => t.close());

  it('limits reset requests per address and per client, in words', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const ask = (address: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: address }, remoteAddress });
    expect((await ask(email, '10.0.0.1')).statusCode).toBe(202);
    expect((await ask(email, '10.0.0.2')).statusCode).toBe(202);
    const third = await ask(email, '10.0.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many password reset requests\. .* try again in \d+ minutes?\.$/);
    for (let i = 0; i < 4; i++) expect((await ask(`c${i}-${email}`, '10.0.0.9')).statusCode).toBe(202);
    const fifth = await ask(`c9-${email}`, '10.0.0.9');
    expect(fifth.statusCode).toBe(429);
  });

  it('wrong current passwords count against the sign-in limits', async () => {
    const owner = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      const r = await requestAs(t.app, owner.cookie, 'POST', '/api/user/password', {
        currentPassword: `wrong-${i}-pw`,
        password: 'changed-pw-1',
        confirmPassword: 'changed-pw-1',
      });
      expect(r.statusCode).toBe(400);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: owner.user.username, password: owner.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed login attempts/);
  });
});
