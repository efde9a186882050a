/**
 * A local stand-in for SendGrid's v3 mail API (node:http on 127.0.0.1): records every request and
 * answers as told: 202 (accepted), or the provider's 400, 401 and 403 refusals with SendGrid's own
 * error bodies. Nothing in the tests reaches the internet.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'accept' | 'bad-request' | 'unauthorized' | 'unverified-sender' | 'forbidden';

export interface RecordedMail {
  path: string;
  authorization: string | undefined;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  body: unknown;
}

const ANSWERS: Record<Exclude<StandInMode, 'accept'>, { status: number; message: string; field: string | null }> = {
  'bad-request': { status: 400, message: 'The subject is required.', field: 'subject' },
  unauthorized: {
    status: 401,
    message: 'The provided authorization grant is invalid, expired, or revoked',
    field: null,
  },
  'unverified-sender': {
    status: 403,
    message:
      'The from address does not match a verified Sender Identity. Mail cannot be sent until this error is resolved.',
    field: 'from',
  },
  forbidden: { status: 403, message: 'access forbidden', field: null },
};

interface MailBody {
  from?: { email?: string } | string;
  personalizations?: { to?: { email?: string }[] }[];
  subject?: string;
  content?: { type?: string; value?: string }[];
}

function parse(path: string, authorization: string | undefined, raw: string): RecordedMail {
  const body = JSON.parse(raw || '{}') as MailBody;
  const content = body.content ?? [];
  return {
    path,
    authorization,
    from: typeof body.from === 'string' ? body.from : (body.from?.email ?? ''),
    to: (body.personalizations ?? []).flatMap((p) => (p.to ?? []).map((t) => t.email ?? '')),
    subject: body.subject ?? '',
    text: content.find((c) => c.type === 'text/plain')?.value ?? '',
    html: content.find((c) => c.type === 'text/html')?.value ?? '',
    body,
  };
}

export interface SendGridStandIn {
  url: string;
  port: number;
  mails: RecordedMail[];
  mode: StandInMode;
  close(): Promise<void>;
}

export async function startSendGridStandIn(port = 0): Promise<SendGridStandIn> {
  const state: SendGridStandIn = {
    url: '',
    port: 0,
    mails: [],
    mode: 'accept',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST' && req.url === '/__mode') {
        state.mode = (JSON.parse(raw) as { mode: StandInMode }).mode;
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v3/mail/send') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"message":"not found"}]}');
        return;
      }
      state.mails.push(parse(req.url, req.headers.authorization, raw));
      if (state.mode === 'accept') {
        res.writeHead(202, { 'x-message-id': `stand-in-${state.mails.length}` }).end();
        return;
      }
      const a = ANSWERS[state.mode];
      res
        .writeHead(a.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ errors: [{ message: a.message, field: a.field, help: null }] }));
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${state.port}/`;
  return state;
}
