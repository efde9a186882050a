/**
 * A short-lived, in-memory cache of resolved sessions, so that a signed-in read does not pay a session
 * lookup on every request.
 *
 * Safe with several app processes on one database: the database announces every change that can end
 * or alter a session (a trigger on `sessions` and `users` notifies the `session_changes` channel when
 * the change commits: drizzle/0003_session_changes.sql), and each process drops the entries named.
 * The process that makes a change also drops them at once, without waiting for its own notification.
 * While the listener is away (a PostgreSQL connection dropped) the cache is emptied and not used, since
 * announcements may be missed; it is used again once listening resumes. A lookup that started before an
 * announcement is not cached (a generation count), so a stale row can never be stored after the change
 * it missed. Entries also expire after `ttlMs` whatever happens, and there are at most `maxEntries`.
 */
import type { Database } from '#server/db/client.ts';
import { listenToChannel, type ChannelListener } from '#server/db/notifications.ts';
import type { PublicUser } from '#shared/contracts/auth.ts';

export const SESSION_CHANGES_CHANNEL = 'session_changes';

export interface CachedSession {
  user: PublicUser;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

interface Entry extends CachedSession {
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listener: ChannelListener | null = null;
  private up = false;
  /** Bumped by every drop: a lookup only caches what it read if no drop happened meanwhile. */
  private generation = 0;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /**
   * Starts listening for announced changes; until then (and with ttlMs 0) nothing is cached. If the
   * database cannot be reached now, it tries again every few seconds, caching nothing meanwhile.
   */
  async start(database: Database, log?: (msg: string, err?: unknown) => void): Promise<void> {
    if (this.ttlMs <= 0 || this.closed) return;
    try {
      this.listener = await this.listen(database, log);
      if (this.closed) await this.listener.close();
    } catch (err) {
      log?.('session cache: cannot listen for session changes yet; sessions are read each time', err);
      this.retry = setTimeout(() => void this.start(database, log), 5_000);
      this.retry.unref();
    }
  }

  private listen(database: Database, log?: (msg: string, err?: unknown) => void): Promise<ChannelListener> {
    return listenToChannel(database, SESSION_CHANGES_CHANNEL, {
      onPayload: (payload) => this.onAnnouncement(payload),
      onUp: () => {
        this.clear();
        this.up = true;
      },
      onDown: () => {
        this.up = false;
        this.clear();
      },
      log,
    });
  }

  get enabled(): boolean {
    return this.up && this.listener !== null && this.listener.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The generation to hand back to `set` after a lookup. */
  mark(): number {
    return this.generation;
  }

  get(tokenHash: string, now: number): CachedSession | null {
    if (!this.enabled) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry;
  }

  set(tokenHash: string, session: CachedSession, generation: number, now: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { ...session, until: now + this.ttlMs });
  }

  dropToken(tokenHash: string): void {
    this.generation++;
    this.entries.delete(tokenHash);
  }

  dropUser(userId: number): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** `t:<token hash>` or `u:<user id>`, as the trigger writes them; anything else empties the cache. */
  private onAnnouncement(payload: string): void {
    if (payload.startsWith('t:')) this.dropToken(payload.slice(2));
    else if (payload.startsWith('u:') && /^\d+$/.test(payload.slice(2))) this.dropUser(Number(payload.slice(2)));
    else this.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.up = false;
    this.clear();
    await this.listener?.close();
    this.listener = null;
  }
}
