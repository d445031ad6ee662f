import { Type, type Static } from '@sinclair/typebox'

/** Every environment variable Debrief reads. `loadConfig` is the only place that touches process.env. */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /**
   * Name the hot list queries as prepared statements (parsed once per connection). Set false behind a
   * transaction-mode pooler that does not track prepared statements (pgBouncer before 1.21).
   */
  DB_PREPARED_STATEMENTS: Type.Boolean({ default: true }),
  /**
   * Connections the service's pool may open (the job queue keeps its own few). Default: twice the CPU
   * cores, at least 4 (see defaultPoolSize).
   */
  DB_POOL_MAX: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  /** Comma-separated list of origins allowed by CORS; empty means same-origin only. */
  CORS_ORIGINS: Type.String({ default: '' }),
  /** Seed demo accounts and data; default: on in embedded mode, off in production. */
  DEMO_DATA: Type.Optional(Type.Boolean()),
  /** Public base URL used in e-mailed links and share links; default http://HOST:PORT. */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ default: 'Debrief <no-reply@debrief.local>' }),
  /**
   * Sign-in limits per window: wrong passwords for one account from one address (or one known browser); wrong
   * passwords for one account from everywhere, past which only known browsers and two-step accounts get through;
   * attempts from one address.
   */
  LOGIN_LIMIT_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 10 }),
  LOGIN_LIMIT_PER_ACCOUNT_TOTAL: Type.Integer({ minimum: 1, default: 100 }),
  LOGIN_LIMIT_PER_ADDRESS: Type.Integer({ minimum: 1, default: 50 }),
  LOGIN_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 900 }),
  /** A recording-bot upload's reservation untouched this long belongs to a dead instance: its bytes are removed. */
  UPLOAD_STALE_SECONDS: Type.Integer({ minimum: 2, default: 120 }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1_048_576 }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 30_000 }),
  /** Answer 503 to every /api call but health: the web shows its under-maintenance screen. */
  MAINTENANCE_MODE: Type.Boolean({ default: false }),
  /**
   * Proxies whose X-Forwarded-For is believed: comma-separated addresses/CIDRs (or proxy-addr's names
   * loopback, linklocal, uniquelocal). Off by default: a forged header must not pick the address that
   * per-address limits count. A hop count is not accepted: it cannot tell a proxy from a direct client.
   */
  TRUST_PROXY: Type.Optional(
    Type.String({ pattern: '^(?!true$)(?!\\d+$)(?:false|[0-9A-Za-z.:/]+(?:\\s*,\\s*[0-9A-Za-z.:/]+)*)$' }),
  ),
  /** Bearer token that GET /metrics requires; without it (and without METRICS_PORT) /metrics is not served. */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /** Serve /metrics on this port (bound to HOST) instead of the main one, without a token. */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  /** A query unanswered this long fails (503): a hung database server must not hold requests forever. */
  DB_QUERY_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 30_000 }),
  /** A connection (or a free pooled one) not had this long fails the request (503 with Retry-After). */
  DB_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 500, maximum: 120_000, default: 3000 }),
  /** On SIGTERM: time in-flight requests get to finish before their connections are closed. */
  SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, maximum: 120_000, default: 5000 }),
  /** On SIGTERM, before the drain: /api/health/ready answers 503 this long while requests are still served. */
  SHUTDOWN_READINESS_DELAY_MS: Type.Integer({ minimum: 0, maximum: 120_000, default: 5000 }),
  /** OpenAI-compatible chat-completions endpoint (…/v1), its key and model: the default of every organization. */
  LLM_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  LLM_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  LLM_MODEL: Type.Optional(Type.String({ minLength: 1 })),
  /** One model call's time limit, and the extra attempts after a 429, a 5xx or invalid output. */
  LLM_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 60_000 }),
  LLM_MAX_RETRIES: Type.Integer({ minimum: 0, maximum: 10, default: 2 }),
  /** Let the model URL point at a private or loopback address (a self-hosted model on the LAN). */
  LLM_ALLOW_PRIVATE: Type.Boolean({ default: false }),
  /** Largest text or file the summarizer accepts (413 beyond). */
  SUMMARY_MAX_INPUT_BYTES: Type.Integer({ minimum: 1024, default: 20 * 1024 * 1024 }),
  /** Largest audio/video answer of a self-interview, streamed to DATA_DIR (413 beyond). */
  SELF_INTERVIEW_MAX_ANSWER_BYTES: Type.Integer({ minimum: 1024, default: 100 * 1024 * 1024 }),
  /** An OpenAI-compatible speech-to-text service (POST {base}/v1/audio/transcriptions); unset: managers type transcripts. */
  TRANSCRIBE_BASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  TRANSCRIBE_API_KEY: Type.Optional(Type.String()),
  TRANSCRIBE_MODEL: Type.String({ default: 'whisper-1' }),
  /** Directory of the built web app; defaults to web/dist beside the service. */
  WEB_DIST: Type.Optional(Type.String()),
  /** BigBlueButton: seconds between polls of a server, days of poll samples kept, private/loopback server URLs allowed. */
  BBB_POLL_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 60 }),
  BBB_SAMPLE_DAYS: Type.Integer({ minimum: 1, default: 30 }),
  BBB_ALLOW_PRIVATE: Type.Boolean({ default: false }),
  /** Largest recording-bot file accepted, in bytes (2 GB). */
  FILE_MAX_BYTES: Type.Integer({ minimum: 1024, default: 2 * 1024 ** 3 }),
  /** S3-compatible storage for files (all four set): otherwise DATA_DIR/files. */
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 1 })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  /**
   * The seller printed on every invoice (the operator of this Debrief): name, address (lines separated by `|`),
   * VAT id, contact mail and bank line. Invoice numbers run per seller (its VAT id, else its name): PREFIX + a
   * sequence without gaps. Payment is due DUE_DAYS after issue.
   */
  INVOICE_SELLER_NAME: Type.String({ minLength: 1, maxLength: 200, default: 'Debrief' }),
  INVOICE_SELLER_ADDRESS: Type.String({ maxLength: 500, default: '' }),
  INVOICE_SELLER_VAT_ID: Type.String({ maxLength: 40, default: '' }),
  INVOICE_SELLER_EMAIL: Type.String({ maxLength: 200, default: '' }),
  INVOICE_SELLER_BANK: Type.String({ maxLength: 200, default: '' }),
  INVOICE_NUMBER_PREFIX: Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9/_-]*$', default: 'DEB-' }),
  INVOICE_DUE_DAYS: Type.Integer({ minimum: 0, maximum: 365, default: 14 }),
})

export type Env = Static<typeof EnvSchema>
