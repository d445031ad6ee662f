import createError from '@fastify/error'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { ensureScopeCopy, ensureSeedCopy, scopeReady, SEED_SCOPE } from './copy/index.js'
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the sandbox's preValidation hook; read it through `sandboxScope(request)`. */
    sandboxScopeValue: string
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

// The seeder (the sample data and faker: a second of loading) is imported only when the seed copy is missing, which
// a demo start or a test template has usually made already; it stays out of every other request's module graph.
const seedOnFirstUse = (trx: Transaction<Database>, today: Date) =>
  import('./seed/index.js').then((seeder) => seeder.seedSandboxData(trx, today))

export const SANDBOX_READ_ONLY = 'Accounts without an organization read the shared sample data and cannot change it'
const SandboxReadOnlyError = createError('DEBRIEF_SANDBOX_READ_ONLY', '%s', 403)

/**
 * The one way a sandbox handler learns its scope: the caller's organization, or the seed copy for an account
 * without one. Throws when the sandbox hook did not run (a sandbox route registered outside routes/sandbox.ts),
 * so an unscoped route fails loudly instead of reading everyone's rows.
 */
export function sandboxScope(request: FastifyRequest): string {
  const scope = request.sandboxScopeValue
  if (!scope)
    throw new Error(`${request.routeOptions.url}: no sandbox scope (register sandbox routes inside routes/sandbox.ts)`)
  return scope
}

/**
 * Installs the scope on every route of the plugin it is called in: after authentication (onRequest), before the
 * body is validated, an account without an organization is refused any write (403), and the caller's copy is
 * made on its first use (INSERT … SELECT from the seed copy, one transaction).
 */
export function installSandboxScope(app: FastifyInstance): void {
  app.decorateRequest('sandboxScopeValue', '')
  // A callback hook with a synchronous path for the usual case, both copies made already: every sandbox
  // request runs it, and the async form cost two awaits and a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    const orgId = request.user?.orgId ?? null
    if (!orgId && !READS.has(request.method)) return done(new SandboxReadOnlyError(SANDBOX_READ_ONLY))
    const scope = orgId ?? SEED_SCOPE
    if (scopeReady(app.db, scope)) {
      request.sandboxScopeValue = scope
      return done()
    }
    ensureSeedCopy(app.db, seedOnFirstUse)
      .then(() => (orgId ? ensureScopeCopy(app.db, orgId) : undefined))
      .then(() => {
        request.sandboxScopeValue = scope
        done()
      }, done)
  })
}
