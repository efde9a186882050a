/**
 * A push service of the tests' own (docs/decisions/0047-web-push.md): an HTTPS server on 127.0.0.1 with
 * a self-signed certificate made for the run (the app trusts it through `config.push.trustedCa`, its
 * push agent's CA list; nothing turns TLS checks off). Like a real push service it checks each request's
 * VAPID token (RFC 8292: ES256 signature against the `k=` key, `aud` = this origin, `exp` within 24 h,
 * `sub` a mailto: or https: URL) and answers 403 when it fails; the tests decrypt the aes128gcm body
 * (RFC 8291) with the subscription keys they made (`pushSubscriber`). Nothing leaves the machine.
 *
 * Each subscription's path picks how the service answers: `mode(id, 'gone')` 410, 'not-found' 404,
 * 'busy' 429, 'fail' 500, 'hang' never answers, 'trickle' answers 201 one byte every 50 ms forever;
 * default 201.
 */
import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export type PushMode = 'ok' | 'gone' | 'not-found' | 'busy' | 'fail' | 'hang' | 'trickle';

export interface VapidCheck {
  ok: boolean;
  problem: string | null;
  claims: { aud?: string; exp?: number; sub?: string } | null;
  /** The `k=` public key (base64url). */
  publicKey: string | null;
}

export interface ReceivedPush {
  id: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  vapid: VapidCheck;
  status: number;
}

export interface PushServiceStandIn {
  origin: string;
  /** The certificate (PEM) to trust. */
  ca: string;
  endpoint(id: string): string;
  mode(id: string, mode: PushMode): void;
  received: ReceivedPush[];
  /** Requests received for one subscription id. */
  receivedFor(id: string): ReceivedPush[];
  close(): Promise<void>;
}

function verifyVapid(authorization: string | undefined, origin: string): VapidCheck {
  const fail = (problem: string, rest: Partial<VapidCheck> = {}): VapidCheck => ({
    ok: false,
    problem,
    claims: null,
    publicKey: null,
    ...rest,
  });
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return fail(`no vapid authorization: ${authorization ?? '(none)'}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [headerPart, claimsPart, signaturePart] = token.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg?: string; typ?: string };
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as VapidCheck['claims'] & object;
  const raw = Buffer.from(key, 'base64url');
  if (header.alg !== 'ES256') return fail(`alg ${header.alg}`, { claims, publicKey: key });
  if (raw.length !== 65 || raw[0] !== 4) return fail('k is not an uncompressed P-256 key', { claims, publicKey: key });
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) return fail('the signature does not verify', { claims, publicKey: key });
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== origin) return fail(`aud ${claims.aud} is not ${origin}`, { claims, publicKey: key });
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    return fail(`exp ${claims.exp} is not within 24 hours`, { claims, publicKey: key });
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return fail(`sub ${claims.sub}`, { claims, publicKey: key });
  return { ok: true, problem: null, claims, publicKey: key };
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const pems = await generate([{ name: 'commonName', value: 'push.test' }], {
    keySize: 2048,
    days: 2,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  } as Parameters<typeof generate>[1]);
  const modes = new Map<string, PushMode>();
  const received: ReceivedPush[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  let origin = '';
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const vapid = verifyVapid(req.headers.authorization, origin);
      const mode = modes.get(id) ?? 'ok';
      const status = !vapid.ok
        ? 403
        : { ok: 201, gone: 410, 'not-found': 404, busy: 429, fail: 500, hang: 0, trickle: 201 }[mode];
      received.push({ id, headers: req.headers, body: Buffer.concat(chunks), vapid, status });
      if (status === 0) {
        hanging.add(res);
        return;
      }
      if (mode === 'trickle' && vapid.ok) {
        hanging.add(res);
        res.writeHead(201, { 'content-type': 'text/plain' });
        const drip = setInterval(() => res.write('.'), 50);
        res.on('close', () => clearInterval(drip));
        return;
      }
      res.writeHead(status, status === 429 ? { 'retry-after': '0' } : {});
      res.end(vapid.ok ? '' : vapid.problem);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    ca: pems.cert,
    endpoint: (id) => `${origin}/push/${encodeURIComponent(id)}`,
    mode: (id, mode) => modes.set(id, mode),
    received,
    receivedFor: (id) => received.filter((r) => r.id === id),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the body it would send. */
export function pushSubscriber(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an aes128gcm Web Push body (RFC 8291 with RFC 8188) with the subscriber's private key and
 * auth secret, written from the RFCs (not with the library the server encrypts with).
 */
export function decryptPush(body: Buffer, subscriber: { ecdh: crypto.ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const receiverKey = subscriber.ecdh.getPublicKey();
  const shared = subscriber.ecdh.computeSecret(senderKey);
  // RFC 8291 section 3.4: IKM from the ECDH secret and the auth secret.
  const prkKey = hmac(subscriber.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo).subarray(0, 32);
  // RFC 8188 section 2.2: the content-encryption key and nonce.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
