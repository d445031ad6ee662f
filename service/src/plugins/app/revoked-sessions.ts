import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import type { Db } from '../../db/create-db.js'
import { recentlyRevokedSessions } from './revoked-sessions-repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions revoked within an access token's lifetime: a token of one of them is refused at once. */
    revokedSessions: RevokedSessions
  }
}

const CHANNEL = 'debrief_session_revoked'
/** An access token lives 15 minutes: a revocation older than that has no live token left to refuse. */
const REMEMBER_MS = 16 * 60 * 1000
const RECONNECT_MS = 1000

/**
 * The revoked-session set, in memory (a Map lookup per request), filled from PostgreSQL at start and kept
 * current by LISTEN/NOTIFY (a trigger announces every revocation, from any instance). When the listening
 * connection drops, it reconnects and reloads, so a revocation made meanwhile is not missed.
 */
export class RevokedSessions {
  private readonly ids = new Map<string, number>()
  private client: pg.Client | null = null
  private stopped = false
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Db,
    private readonly url: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  has(sessionId: string): boolean {
    return this.ids.has(sessionId)
  }

  add(sessionId: string): void {
    const now = Date.now()
    if (this.ids.size > 1000 && this.ids.size % 100 === 0)
      for (const [id, at] of this.ids) if (now - at > REMEMBER_MS) this.ids.delete(id)
    this.ids.set(sessionId, now)
  }

  async start(): Promise<void> {
    if (!this.url || this.stopped) return
    const client = new pg.Client({ connectionString: this.url, application_name: 'debrief-revocations' })
    client.on('error', (err) => this.log.warn({ err }, 'session revocation listener lost its connection'))
    client.on('end', () => this.retry())
    client.on('notification', (message) => {
      if (message.payload) this.add(message.payload)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
      this.client = client
      await this.load()
    } catch (err) {
      this.log.warn({ err }, 'session revocation listener could not start; retrying')
      await client.end().catch(() => {})
    }
  }

  private async load(): Promise<void> {
    for (const id of await recentlyRevokedSessions(this.db, REMEMBER_MS / 1000)) this.add(id)
  }

  private retry(): void {
    this.client = null
    if (this.stopped || this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      void this.start()
    }, RECONNECT_MS)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.client?.end().catch(() => {})
  }
}

export default fp(
  async (app, { databaseUrl }: { databaseUrl?: string }) => {
    const revoked = new RevokedSessions(app.db, databaseUrl, app.log)
    app.decorate('revokedSessions', revoked)
    app.addHook('onReady', () => revoked.start())
    app.addHook('onClose', () => revoked.stop())
  },
  { name: 'debrief-revoked-sessions' },
)
