import { Type, type Static } from '@sinclair/typebox'

/** Every environment variable Debrief reads. `loadConfig` is the only place that touches process.env. */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
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
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
  /** Comma-separated list of origins allowed by CORS; empty means same-origin only. */
  CORS_ORIGINS: Type.String({ default: '' }),
  /** Seed demo accounts and data; default: on in embedded mode, off in production. */
  DEMO_DATA: Type.Optional(Type.Boolean()),
  /** Public base URL used in e-mailed links and share links; default http://HOST:PORT. */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ default: 'Debrief <no-reply@debrief.local>' }),
  /** Login attempts allowed per window, per account and per client address. */
  LOGIN_LIMIT_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 10 }),
  LOGIN_LIMIT_PER_ADDRESS: Type.Integer({ minimum: 1, default: 50 }),
  LOGIN_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 900 }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, default: 1_048_576 }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 30_000 }),
  /** Answer 503 to every /api call but health: the web shows its under-maintenance screen. */
  MAINTENANCE_MODE: Type.Boolean({ default: false }),
  /** Directory of the built web app; defaults to web/dist beside the service. */
  WEB_DIST: Type.Optional(Type.String()),
  /** BigBlueButton: seconds between polls of a server, days of poll samples kept, private/loopback server URLs allowed. */
  BBB_POLL_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 60 }), BBB_SAMPLE_DAYS: Type.Integer({ minimum: 1, default: 30 }), BBB_ALLOW_PRIVATE: Type.Boolean({ default: false }),
  /** Largest recording-bot file accepted, in bytes (2 GB). */
  FILE_MAX_BYTES: Type.Integer({ minimum: 1024, default: 2 * 1024 ** 3 }),
  /** S3-compatible storage for files (all four set): otherwise DATA_DIR/files. */
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })), S3_BUCKET: Type.Optional(Type.String({ minLength: 1 })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })), S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })), S3_REGION: Type.String({ default: 'us-east-1' }),
})

export type Env = Static<typeof EnvSchema>
