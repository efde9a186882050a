/**
 * Sends one e-mail through SendGrid's official Node client (@sendgrid/mail on a @sendgrid/client of
 * its own), at the configured base URL, and turns the provider's refusals into messages that name
 * them. `setApiKey()` resets the base URL, so the URL is set after the key.
 */
import sgMail from '@sendgrid/mail';
import sgClient from '@sendgrid/client';
import { AppError } from '#server/lib/errors.ts';
import { ERROR_CODES } from '#shared/errors.ts';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (the summary's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

type MailService = typeof sgMail;
type Client = typeof sgClient;

const SEND_TIMEOUT_MS = 15_000;

/** A fresh client per call: several apps (tests) may point at different base URLs. */
function mailerFor(apiKey: string, baseUrl: string): MailService {
  const client = new (sgClient.constructor as new () => Client)();
  client.setApiKey(apiKey);
  client.setDefaultRequest('baseUrl', baseUrl);
  const mail = new (sgMail.constructor as new () => MailService)();
  mail.setClient(client);
  mail.setTimeout(SEND_TIMEOUT_MS);
  return mail;
}

interface ProviderError {
  code?: unknown;
  message?: unknown;
  response?: { body?: unknown };
}

function providerText(err: ProviderError): string {
  const body = err.response?.body as { errors?: { message?: unknown }[] } | undefined;
  const texts = (body?.errors ?? []).map((e) => (typeof e.message === 'string' ? e.message : '')).filter(Boolean);
  return texts.join(' ').slice(0, 300);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The message (and status, always 502: the provider failed, not the request) for a provider failure. */
export function describeProviderError(err: unknown): AppError {
  const e = (err ?? {}) as ProviderError;
  const status = typeof e.code === 'number' ? e.code : null;
  const detail = providerText(e);
  const fail = (message: string) => new AppError(502, ERROR_CODES.unavailable, message);
  if (status === null) {
    const reason = e.message && typeof e.message === 'string' ? e.message : 'no answer';
    return fail(`SendGrid could not be reached (${reason})`);
  }
  const label = `${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  if (status === 401) return fail(`SendGrid refused the API key (${label}): authentication failed`);
  if (status === 403 && /sender identity|from address/i.test(detail)) {
    return fail(`SendGrid refused the sender (${label}): the from address does not match a verified Sender Identity`);
  }
  if (status === 403) return fail(`SendGrid refused the request (${label})${detail ? `: ${detail}` : ''}`);
  return fail(`SendGrid could not send the e-mail (${label})${detail ? `: ${detail}` : ''}`);
}

export async function sendWithSendGrid(
  { apiKey, baseUrl }: { apiKey: string; baseUrl: string },
  email: OutgoingEmail,
): Promise<void> {
  try {
    await mailerFor(apiKey, baseUrl).send({
      from: email.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.headers ? { headers: email.headers } : {}),
    });
  } catch (err) {
    throw describeProviderError(err);
  }
}
