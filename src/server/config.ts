/** Configuration read from the environment and validated at start. */
import path from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines when stdout is a terminal, JSON lines otherwise (docs/decisions/0050). */
  LOG_FORMAT: z
    .enum(['auto', 'pretty', 'json'], { message: 'LOG_FORMAT must be auto, pretty or json' })
    .default('auto'),
  /** Set to true behind HTTPS so session cookies are marked Secure. */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  /** Extra origins allowed to make state-changing requests, comma separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  /**
   * Which proxies' X-Forwarded-For to believe: `false` (none), a hop count (`1`: the one proxy in front)
   * or addresses/CIDR ranges (`10.0.0.0/8,127.0.0.1`). `true` is refused: it believes the left-most
   * entry, which the client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => v.trim().toLowerCase() !== 'true', {
      message:
        'TRUST_PROXY=true is refused: it would take the client address from the left-most X-Forwarded-For entry, which the client writes itself, so anyone could pick their own address and pass every per-address limit. Give the number of proxies in front of PawType (TRUST_PROXY=1 for one nginx) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    })
    .refine((v) => /^(false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/.test(v.trim()), {
      message:
        'TRUST_PROXY must be false, a number of proxy hops (1) or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.0/8,127.0.0.1)',
    }),
  /** A direct (not pooled) PostgreSQL connection for LISTEN and the migration lock; default DATABASE_URL. */
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_LISTEN_URL must start with postgres:// or postgresql://')
    .optional(),
  /** `transaction`: DATABASE_URL is a transaction-mode pooler (PgBouncer): no named prepared statements. */
  DATABASE_POOLER: z
    .enum(['none', 'transaction'], { message: 'DATABASE_POOLER must be none or transaction' })
    .default('none'),
  /** How often expired sessions and other spent rows are removed (0: never). */
  HOUSEKEEPING_INTERVAL_MS: z.coerce
    .number({ message: 'HOUSEKEEPING_INTERVAL_MS must be a number' })
    .int('HOUSEKEEPING_INTERVAL_MS must be a whole number')
    .min(0, 'HOUSEKEEPING_INTERVAL_MS must be 0 (never) or more')
    .default(600_000),
  SENDGRID_API_KEY: z.string().optional(),
  /** SendGrid's API base URL; tests and local runs point it at a stand-in (scripts/sendgrid-stand-in.mjs). */
  SENDGRID_BASE_URL: z.url('SENDGRID_BASE_URL must be a URL').default('https://api.sendgrid.com/'),
  /**
   * Where owners reach PawType (scheme, host, optional path): links in e-mails are built from it, never
   * from a request's Host header. Default in development and tests: http://localhost:PORT; none in
   * production (account e-mails then say they are not set up).
   */
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be a URL such as https://pawtype.example.com', protocol: /^https?$/ })
    .optional(),
  /**
   * How account e-mails (password reset, address confirmation, notices) leave: `sendgrid`, or `outbox`
   * (written to the log and as .eml files under DATA_DIR/outbox). Default: SendGrid when
   * SENDGRID_API_KEY is set, else the outbox outside production, else none (docs/decisions/0039).
   */
  MAIL_TRANSPORT: z.enum(['sendgrid', 'outbox'], { message: 'MAIL_TRANSPORT must be sendgrid or outbox' }).optional(),
  /** Password-reset requests per e-mail address and per client address per 15 minutes. */
  RESET_LIMIT_EMAIL: z.coerce
    .number({ message: 'RESET_LIMIT_EMAIL must be a number' })
    .int()
    .min(1, 'RESET_LIMIT_EMAIL must be at least 1')
    .default(3),
  RESET_LIMIT_CLIENT: z.coerce
    .number({ message: 'RESET_LIMIT_CLIENT must be a number' })
    .int()
    .min(1, 'RESET_LIMIT_CLIENT must be at least 1')
    .default(10),
  /** The survey the invitation e-mail links to. */
  SURVEY_URL: z.url('SURVEY_URL must be a URL').default('https://pawtype.app/survey'),
  /** A second survey to the same user within this many minutes is refused. */
  SURVEY_RESEND_MINUTES: z.coerce.number({ message: 'SURVEY_RESEND_MINUTES must be a number' }).min(0).default(10),
  /** Registrations per address per 15 minutes (raise it for test servers). */
  REGISTER_LIMIT: z.coerce
    .number({ message: 'REGISTER_LIMIT must be a number' })
    .int()
    .min(1, 'REGISTER_LIMIT must be at least 1')
    .default(10),
  /** Failed logins per account and per address per 15 minutes. */
  LOGIN_LIMIT_ACCOUNT: z.coerce
    .number({ message: 'LOGIN_LIMIT_ACCOUNT must be a number' })
    .int()
    .min(1, 'LOGIN_LIMIT_ACCOUNT must be at least 1')
    .default(5),
  LOGIN_LIMIT_ADDRESS: z.coerce
    .number({ message: 'LOGIN_LIMIT_ADDRESS must be a number' })
    .int()
    .min(1, 'LOGIN_LIMIT_ADDRESS must be at least 1')
    .default(20),
  /** PostgreSQL only: connections per process, wait for a connection, longest statement (0 = none). */
  DB_POOL_MAX: z.coerce
    .number({ message: 'DB_POOL_MAX must be a number' })
    .int('DB_POOL_MAX must be a whole number')
    .min(1, 'DB_POOL_MAX must be at least 1')
    .default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce
    .number({ message: 'DB_CONNECT_TIMEOUT_MS must be a number' })
    .int('DB_CONNECT_TIMEOUT_MS must be a whole number')
    .min(100, 'DB_CONNECT_TIMEOUT_MS must be at least 100')
    .default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'DB_STATEMENT_TIMEOUT_MS must be a number' })
    .int('DB_STATEMENT_TIMEOUT_MS must be a whole number')
    .min(0, 'DB_STATEMENT_TIMEOUT_MS must be 0 (no limit) or more')
    .default(10_000),
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'SHUTDOWN_TIMEOUT_MS must be a number' })
    .int('SHUTDOWN_TIMEOUT_MS must be a whole number')
    .min(0, 'SHUTDOWN_TIMEOUT_MS must be 0 or more')
    .default(10_000),
  /** After SIGTERM: how long the process reports not-ready but keeps serving, so the balancer moves away. */
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ message: 'SHUTDOWN_GRACE_MS must be a number' })
    .int('SHUTDOWN_GRACE_MS must be a whole number')
    .min(0, 'SHUTDOWN_GRACE_MS must be 0 or more')
    .default(5_000),
  /**
   * How long a resolved session may be served from memory (the database announces logouts and account
   * changes to every process at once; this bounds anything missed). 0 reads the session on every request.
   */
  SESSION_CACHE_MS: z.coerce
    .number({ message: 'SESSION_CACHE_MS must be a number' })
    .int('SESSION_CACHE_MS must be a whole number')
    .min(0, 'SESSION_CACHE_MS must be 0 (no cache) or more')
    .max(60_000, 'SESSION_CACHE_MS must be at most 60000 (one minute)')
    .default(5_000),
  /** Posts and replies per user per minute on the discussion boards. */
  POST_LIMIT_PER_MINUTE: z.coerce
    .number({ message: 'POST_LIMIT_PER_MINUTE must be a number' })
    .int()
    .min(1, 'POST_LIMIT_PER_MINUTE must be at least 1')
    .default(10),
  /** How often one process recomputes the per-species norms ('where my pet stands'), in seconds. */
  NORMS_REFRESH_SECONDS: z.coerce
    .number({ message: 'NORMS_REFRESH_SECONDS must be a number' })
    .int('NORMS_REFRESH_SECONDS must be a whole number')
    .min(1, 'NORMS_REFRESH_SECONDS must be at least 1')
    .default(3600),
  /**
   * Web Push (docs/decisions/0047-web-push.md): `true` lets push endpoints on loopback, private,
   * link-local and other non-public addresses be saved and called. Tests set it (their push service
   * listens on 127.0.0.1); production never does: the endpoint is a URL a browser hands the server.
   */
  PUSH_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { message: 'PUSH_ALLOW_PRIVATE must be true or false' })
    .default('false'),
  /**
   * Who runs this server, for push services (the VAPID `sub` claim): a mailto: address or an https: URL.
   * Default: PUBLIC_URL when it is https, else mailto:push@<PUBLIC_URL's host>.
   */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'PUSH_SUBJECT must be a mailto: address or an https:// URL')
    .optional(),
  /** Creates user 1 (the admin) at start when no user exists yet. */
  ADMIN_USERNAME: z.email('ADMIN_USERNAME must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  ADMIN_NAME: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  logFormat: 'auto' | 'pretty' | 'json';
  cookieSecure: 'true' | 'false' | 'auto';
  allowedOrigins: string[];
  /** Fastify's trustProxy: false, a hop count, or a list of addresses/CIDR ranges. */
  trustProxy: false | number | string[];
  sendgridApiKey: string | undefined;
  email: { sendgridBaseUrl: string; surveyUrl: string; surveyResendMinutes: number };
  /** Account e-mails (docs/decisions/0039): links start with publicUrl; `none` means not set up. */
  mail: { transport: 'sendgrid' | 'outbox' | 'none'; publicUrl: string | null; outboxDir: string };
  admin: { username: string; password: string; name: string } | undefined;
  /** Rate limits; tests may lower them. */
  limits: {
    loginPerAccount: number;
    loginPerAddress: number;
    registerPerAddress: number;
    windowMs: number;
    /** Posts and replies per user per minute (default 10). */
    postsPerMinute?: number;
    /** Password-reset requests per e-mail address / per client address per window (default 3 / 10). */
    resetPerEmail?: number;
    resetPerClient?: number;
  };
  sessionTtlMs: number;
  /** How long a resolved session is held in memory (0: not at all). */
  sessionCacheMs: number;
  /** PostgreSQL pool settings (PGlite ignores them). */
  database: {
    poolMax: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    /** Direct connection for LISTEN and migrations (default: databaseUrl). */
    listenUrl: string | undefined;
    /** 'transaction': behind a transaction-mode pooler, no named prepared statements. */
    pooler: 'none' | 'transaction';
  };
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long the process keeps serving while reporting not-ready. */
  shutdownGraceMs: number;
  /** Housekeeping interval (0: off). */
  housekeepingIntervalMs: number;
  /**
   * The app's public address, no trailing slash (e-mail links, link previews); outside production the
   * local address when unset, in production null when unset (no preview then names an address).
   */
  publicUrl: string | null;
  /** Seconds between two recomputations of the per-species norms. */
  normsRefreshSeconds: number;
  /** Web Push delivery (docs/decisions/0047-web-push.md). */
  push: PushConfig;
}

export interface PushConfig {
  /** Endpoints on private, loopback and other non-public addresses are allowed (tests only). */
  allowPrivate: boolean;
  /** The VAPID subject: mailto: or https:. */
  subject: string;
  /** One attempt's limit, in milliseconds (the connection and the answer). */
  timeoutMs: number;
  /** Attempts per message when the push service is slow, busy (429) or failing (5xx). */
  attempts: number;
  /** The wait before the next attempt, in milliseconds (doubled each time; a Retry-After up to 4x it). */
  retryDelayMs: number;
  /** How long a push service keeps an undelivered message (the TTL header), in seconds. */
  ttlSeconds: number;
  /** Certificates (PEM) trusted for push services besides the system's: tests' own push service only. */
  trustedCa?: string;
}

/** The VAPID subject: PUSH_SUBJECT, else PUBLIC_URL when https, else a mailto: at its host. */
function pushSubject(subject: string | undefined, publicUrl: string | null): string {
  if (subject) return subject;
  if (publicUrl?.startsWith('https://')) return publicUrl;
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `mailto:push@${host.includes('.') ? host : `${host}.invalid`}`;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  const v = value.trim();
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.MAIL_TRANSPORT === 'sendgrid' && !c.SENDGRID_API_KEY) {
    throw new ConfigError('Invalid configuration:\n- MAIL_TRANSPORT=sendgrid needs SENDGRID_API_KEY');
  }
  const dataDir = path.resolve(c.DATA_DIR);
  if (Boolean(c.ADMIN_USERNAME) !== Boolean(c.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n- ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    logFormat: c.LOG_FORMAT,
    cookieSecure: c.COOKIE_SECURE,
    allowedOrigins: c.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    sendgridApiKey: c.SENDGRID_API_KEY,
    email: {
      sendgridBaseUrl: c.SENDGRID_BASE_URL,
      surveyUrl: c.SURVEY_URL,
      surveyResendMinutes: c.SURVEY_RESEND_MINUTES,
    },
    mail: {
      transport:
        c.MAIL_TRANSPORT ?? (c.SENDGRID_API_KEY ? 'sendgrid' : c.NODE_ENV === 'production' ? 'none' : 'outbox'),
      // Production has no default: a link must never be built from a Host header a caller chose.
      publicUrl:
        (c.PUBLIC_URL ?? (c.NODE_ENV === 'production' ? null : `http://localhost:${c.PORT}`))?.replace(/\/+$/, '') ??
        null,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    admin:
      c.ADMIN_USERNAME && c.ADMIN_PASSWORD
        ? { username: c.ADMIN_USERNAME.toLowerCase(), password: c.ADMIN_PASSWORD, name: c.ADMIN_NAME ?? 'Admin' }
        : undefined,
    limits: {
      loginPerAccount: c.LOGIN_LIMIT_ACCOUNT,
      loginPerAddress: c.LOGIN_LIMIT_ADDRESS,
      registerPerAddress: c.REGISTER_LIMIT,
      windowMs: 15 * 60_000,
      postsPerMinute: c.POST_LIMIT_PER_MINUTE,
      resetPerEmail: c.RESET_LIMIT_EMAIL,
      resetPerClient: c.RESET_LIMIT_CLIENT,
    },
    sessionTtlMs: 30 * 24 * 60 * 60_000,
    sessionCacheMs: c.SESSION_CACHE_MS,
    database: {
      poolMax: c.DB_POOL_MAX,
      connectTimeoutMs: c.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: c.DB_STATEMENT_TIMEOUT_MS,
      listenUrl: c.DATABASE_LISTEN_URL,
      pooler: c.DATABASE_POOLER,
    },
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    shutdownGraceMs: c.SHUTDOWN_GRACE_MS,
    housekeepingIntervalMs: c.HOUSEKEEPING_INTERVAL_MS,
    // Link previews: the same PUBLIC_URL rule as the e-mail links (never the request's Host header).
    publicUrl:
      (c.PUBLIC_URL ?? (c.NODE_ENV === 'production' ? null : `http://localhost:${c.PORT}`))?.replace(/\/+$/, '') ??
      null,
    normsRefreshSeconds: c.NORMS_REFRESH_SECONDS,
    push: {
      allowPrivate: c.PUSH_ALLOW_PRIVATE === 'true',
      subject: pushSubject(
        c.PUSH_SUBJECT,
        (c.PUBLIC_URL ?? (c.NODE_ENV === 'production' ? null : `http://localhost:${c.PORT}`))?.replace(/\/+$/, '') ??
          null,
      ),
      timeoutMs: 5_000,
      attempts: 2,
      retryDelayMs: 1_000,
      ttlSeconds: 24 * 60 * 60,
    },
  };
}
