/**
 * How account e-mails leave (docs/decisions/0039-mail-transport.md): through SendGrid (the real
 * transport, From the verified sender set on the Admin Dashboard), or into the outbox (./outbox.ts)
 * in development and on the quickstart. With neither (production without SENDGRID_API_KEY) nothing
 * pretends to send: `status()` names what is missing, the readiness report shows it and the account
 * e-mail endpoints answer 503 in words.
 */
import type { Db } from '#server/db/client.ts';
import type { AppConfig } from '#server/config.ts';
import { AppError } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { readVerifiedSender } from '#server/modules/admin/index.ts';
import { type OutgoingEmail, sendWithSendGrid } from './sendgrid.ts';
import { type OutboxLog, writeToOutbox } from './outbox.ts';

export type MailTransport = AppConfig['mail']['transport'];

export interface MailStatus {
  transport: MailTransport;
  /** True when an account e-mail can be sent (or written to the outbox) now. */
  ready: boolean;
  /** What is missing, in words, for the person running the server. */
  problem: string | null;
}

/** What an owner reads when e-mail cannot be sent from this server. */
export const MAIL_UNAVAILABLE_MESSAGE =
  'E-mail is not set up on this server, so PawType cannot send you a link. Please contact the person who runs this PawType.';

/** The outbox's From when no sender is configured (nothing is sent, so it needs no verification). */
const OUTBOX_FROM = 'PawType <no-reply@pawtype.localhost>';

export interface MailerLog extends OutboxLog {
  error(obj: object, msg: string): void;
}

export type Mail = Omit<OutgoingEmail, 'from'>;

export class Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly log: MailerLog,
  ) {}

  /** The configured public URL links start with (null in production until PUBLIC_URL is set). */
  get publicUrl(): string | null {
    return this.config.mail.publicUrl;
  }

  async status(): Promise<MailStatus> {
    const { transport, publicUrl } = this.config.mail;
    const fail = (problem: string): MailStatus => ({ transport, ready: false, problem });
    if (transport === 'none') {
      return fail(
        'No e-mail transport: set SENDGRID_API_KEY (or MAIL_TRANSPORT=outbox to write e-mails to DATA_DIR/outbox)',
      );
    }
    if (!publicUrl) return fail('PUBLIC_URL is not set, so e-mail links cannot be built');
    if (transport === 'sendgrid' && !(await readVerifiedSender(this.db))) {
      return fail('No verified sender: set one with Configure SendGrid on the Admin Dashboard');
    }
    return { transport, ready: true, problem: null };
  }

  /** Throws 503 with the owner's message when no e-mail can be sent; returns the public URL. */
  async requireReady(): Promise<string> {
    const status = await this.status();
    if (!status.ready || !this.publicUrl) throw new AppError(503, ERROR_CODES.unavailable, MAIL_UNAVAILABLE_MESSAGE);
    return this.publicUrl;
  }

  /** Sends now; a provider's refusal is an AppError naming it. */
  async send(mail: Mail): Promise<void> {
    const { transport, outboxDir } = this.config.mail;
    const sender = await readVerifiedSender(this.db);
    if (transport === 'outbox') {
      await writeToOutbox(outboxDir, { from: sender ?? OUTBOX_FROM, ...mail }, this.log);
      return;
    }
    const apiKey = this.config.sendgridApiKey;
    if (transport !== 'sendgrid' || !apiKey || !sender) {
      throw new AppError(503, ERROR_CODES.unavailable, MAIL_UNAVAILABLE_MESSAGE);
    }
    await sendWithSendGrid({ apiKey, baseUrl: this.config.email.sendgridBaseUrl }, { from: sender, ...mail });
  }

  /**
   * Sends in the background: the request answers without waiting (so its timing says nothing about
   * the address) and a failure is logged, never shown to the caller.
   */
  sendLater(mail: Mail, what: string): void {
    const job = this.send(mail)
      .catch((err: unknown) => this.log.error({ err, what }, `e-mail not sent: ${what}`))
      .finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
  }

  /** Resolves once every background send has finished (tests, graceful stop). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
