/**
 * Sends Web Push messages (docs/decisions/0047-web-push.md) to every subscription of a user: the
 * web-push library encrypts (RFC 8291, aes128gcm) and signs (RFC 8292 VAPID) each message and builds
 * its RFC 8030 request; the request itself is sent here, with one deadline and a capped answer.
 *
 * Safe to call fire-and-forget after a write commits: `sendToUser` never rejects, bounds its time
 * (each attempt `timeoutMs`, `attempts` tries with a doubling delay), sends to a user's devices a few
 * at a time, removes a subscription its push service answers 404 or 410 (gone for good), retries a
 * 429, a 5xx, a timeout or a network failure, and logs what it gave up on. Connections go through an
 * agent whose lookup refuses non-public addresses (./address-guard.ts), unless PUSH_ALLOW_PRIVATE.
 */
import type http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '#server/db/client.ts';
import type { PushConfig } from '#server/config.ts';
import { pushSubscriptions } from '#server/db/schema.ts';
import { PUSH_BODY_MAX } from '#shared/rules/push.ts';
import { PushAddressError, guardedLookup, isPublicAddress, refusal } from './address-guard.ts';
import { ensureVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** What a notification shows, and where tapping it leads (a path of the app, or a full URL of it). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other on the device (e.g. one per thread). */
  tag?: string;
}

export interface PushReport {
  /** Subscriptions the push service accepted the message for. */
  sent: number;
  /** Subscriptions removed because their push service answered 404 or 410. */
  removed: number;
  /** Subscriptions given up on (refused address, other 4xx, still failing after the last attempt). */
  failed: number;
}

export interface PushLog {
  warn(obj: object, msg: string): void;
}

/** A user's devices sent to at the same time. */
const PARALLEL_SENDS = 4;

type Outcome = 'sent' | 'removed' | 'failed';
type Subscription = typeof pushSubscriptions.$inferSelect;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A push service's answer is a few bytes; more than this is not read. */
const ANSWER_MAX_BYTES = 16 * 1024;

interface PushAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * POSTs a message web-push prepared, through the guarded agent, and resolves with the push service's
 * status. The whole exchange has one deadline (web-push's own `timeout` is an idle timeout, and it
 * keeps every byte of the answer): past it, or past ANSWER_MAX_BYTES, the request is destroyed.
 */
function postPush(details: webpush.RequestDetails, agent: https.Agent, timeoutMs: number): Promise<PushAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      details.endpoint,
      { method: details.method, headers: details.headers, agent, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > ANSWER_MAX_BYTES) request.destroy(new Error('the push service answered too much'));
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('the push service answer was cut off'));
        });
      },
    );
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/** Retry-After in seconds (the HTTP-date form is ignored), in milliseconds. */
function retryAfterMs(headers: http.IncomingHttpHeaders): number | null {
  const value = headers['retry-after'];
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) * 1000 : null;
}

export class PushService {
  private keys: VapidKeys | null = null;
  private readonly inFlight = new Set<Promise<PushReport>>();
  private readonly agent: https.Agent;

  constructor(
    private readonly db: Db,
    private readonly settings: PushConfig,
    private readonly log: PushLog,
  ) {
    this.agent = new https.Agent({
      ...(settings.allowPrivate ? {} : { lookup: guardedLookup }),
      ...(settings.trustedCa ? { ca: [...tls.rootCertificates, settings.trustedCa] } : {}),
    });
  }

  /**
   * Makes or reads the VAPID key pair (the first start makes it). A database that does not answer now
   * does not stop the app: the pair is read on first use instead.
   */
  async start(): Promise<void> {
    try {
      this.keys = await ensureVapidKeys(this.db);
    } catch (err) {
      this.log.warn({ err }, 'push: the VAPID key pair could not be read at start; it will be on first use');
    }
  }

  async vapidKeys(): Promise<VapidKeys> {
    this.keys ??= await ensureVapidKeys(this.db);
    return this.keys;
  }

  /** Sends a message to every device of the user. Never rejects; resolves within the attempts' bound. */
  sendToUser(userId: number, message: PushMessage): Promise<PushReport> {
    const job = this.deliver(userId, message)
      .catch((err: unknown) => {
        this.log.warn({ err, userId }, 'push notifications not sent');
        return { sent: 0, removed: 0, failed: 0 };
      })
      .finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
    return job;
  }

  /** Resolves once every send in progress has finished (graceful stop, tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.agent.destroy();
  }

  private async deliver(userId: number, message: PushMessage): Promise<PushReport> {
    const subscriptions = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    const report: PushReport = { sent: 0, removed: 0, failed: 0 };
    if (subscriptions.length === 0) return report;
    const keys = await this.vapidKeys();
    const payload = JSON.stringify({
      title: message.title,
      body: message.body.length > PUSH_BODY_MAX ? `${message.body.slice(0, PUSH_BODY_MAX - 1)}…` : message.body,
      url: message.url,
      ...(message.tag ? { tag: message.tag } : {}),
    });
    const queue = [...subscriptions];
    const worker = async () => {
      for (let sub = queue.shift(); sub; sub = queue.shift()) {
        report[await this.sendOne(sub, payload, keys, message.tag)] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, subscriptions.length) }, worker));
    return report;
  }

  private async sendOne(sub: Subscription, payload: string, keys: VapidKeys, tag?: string): Promise<Outcome> {
    const { timeoutMs, attempts, retryDelayMs } = this.settings;
    const where = {
      subscriptionId: sub.id,
      userId: sub.userId,
      host: URL.canParse(sub.endpoint) ? new URL(sub.endpoint).host : '?',
    };
    for (let attempt = 1; ; attempt += 1) {
      let status: number | null = null;
      let retryIn = retryDelayMs * 2 ** (attempt - 1);
      let problem: unknown = null;
      try {
        this.checkLiteralHost(sub.endpoint);
        // web-push encrypts (RFC 8291) and signs (RFC 8292); the request is ours, with a hard deadline.
        const details = webpush.generateRequestDetails(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          payload,
          {
            vapidDetails: { subject: this.settings.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: this.settings.ttlSeconds,
            contentEncoding: 'aes128gcm',
            // A newer message with the same topic replaces one the device has not fetched yet.
            ...(tag && /^[A-Za-z0-9_-]{1,32}$/.test(tag) ? { topic: tag } : {}),
          },
        );
        const answer = await postPush(details, this.agent, timeoutMs);
        status = answer.status;
        if (status >= 200 && status < 300) {
          await this.db
            .update(pushSubscriptions)
            .set({ lastSuccessAt: new Date() })
            .where(eq(pushSubscriptions.id, sub.id));
          return 'sent';
        }
        if (status === 404 || status === 410) {
          // Gone for good (the owner turned notifications off in the browser, or it dropped the subscription).
          await this.db
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.id, sub.id), eq(pushSubscriptions.endpoint, sub.endpoint)));
          return 'removed';
        }
        const asked = status === 429 || status === 503 ? retryAfterMs(answer.headers) : null;
        if (asked !== null) retryIn = Math.min(asked, retryDelayMs * 4);
      } catch (err) {
        problem = err;
      }
      const refused = problem instanceof PushAddressError;
      const retryable = !refused && (status === null || status === 429 || status >= 500);
      if (!retryable || attempt >= attempts) {
        this.log.warn(
          {
            ...where,
            status,
            attempts: attempt,
            err: problem instanceof Error ? problem.message : problem === null ? undefined : String(problem),
          },
          refused ? 'push endpoint refused: not a public address' : 'push message not delivered',
        );
        return 'failed';
      }
      await sleep(retryIn);
    }
  }

  /** An IP-address host is connected to without a lookup: checked here instead. */
  private checkLiteralHost(endpoint: string): void {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:') throw refusal('not-https');
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!this.settings.allowPrivate && net.isIP(host) && !isPublicAddress(host)) throw refusal('private');
  }
}
