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
  /** Largest audio/video answer of a self-interview, streamed to DATA_DIR (413 beyond). */
  SELF_INTERVIEW_MAX_ANSWER_BYTES: Type.Integer({ minimum: 1024, default: 100 * 1024 * 1024 }),
  /** An OpenAI-compatible speech-to-text service (POST {base}/v1/audio/transcriptions); unset: managers type transcripts. */
  TRANSCRIBE_BASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  TRANSCRIBE_API_KEY: Type.Optional(Type.String()),
  TRANSCRIBE_MODEL: Type.String({ default: 'whisper-1' }),
  /** Directory of the built web app; defaults to web/dist beside the service. */
  WEB_DIST: Type.Optional(Type.String()),
})

export type Env = Static<typeof EnvSchema>
