import jwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../../db/schema.js'
import { abilityFor } from '../../permissions/ability.js'
import type { AppAbility } from '../../permissions/rules.js'
import type { Action, SubjectName } from '../../permissions/subjects.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { errorBody } from './errors.js'

export interface AccessClaims {
  sub: string
  role: Role
  orgId: string | null
  sid: string
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims
    user: AccessClaims
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. Every other /api route needs one. */
    public?: boolean
    /** The ability the route needs, checked against the subject type (records are checked in the handler). */
    can?: [Action, SubjectName]
  }
  interface FastifyRequest {
    /** The caller's CASL ability, built from the rules of its role and organization. */
    ability: AppAbility
  }
}

export const ACCESS_TOKEN_TTL = '15m'
const ALGORITHM = 'HS256'
const BEARER = /^Bearer\s/i
const VERIFIED_TOKENS_LIMIT = 10_000

/**
 * Authentication and route permissions, declared per route (`config.public`, `config.can`) and enforced
 * here for every /api route, so no handler can forget them. The access token carries role and
 * organization: a change of role or a disabled account takes effect at the next refresh (at most 15 minutes).
 */
export default fp(async (app, { secret }: { secret: string }) => {
  await app.register(jwt, {
    secret,
    sign: { algorithm: ALGORITHM, expiresIn: ACCESS_TOKEN_TTL },
    // A token without `exp` would never expire: refused (fast-jwt checks the claim is present).
    verify: { algorithms: [ALGORITHM], requiredClaims: ['exp'] },
  })
  app.decorateRequest('ability', null as unknown as AppAbility)

  // A client sends the same access token with every request, and checking its signature again is most
  // of the cost of a small request: verified tokens are remembered until they expire (bounded, oldest
  // first out). An invalid token is never remembered; an expired one is verified again, and refused.
  const verified = new Map<string, Readonly<AccessClaims & { exp: number }>>()
  function verifyToken(token: string): AccessClaims {
    const known = verified.get(token)
    if (known && known.exp * 1000 > Date.now()) return known
    const claims = Object.freeze(app.jwt.verify<AccessClaims & { exp: number }>(token))
    verified.delete(token)
    if (verified.size >= VERIFIED_TOKENS_LIMIT) verified.delete(verified.keys().next().value!)
    if (typeof claims.exp === 'number') verified.set(token, claims)
    return claims
  }

  /**
   * What `request.jwtVerify()` does (the same Bearer header rules, the plugin's own verifier and
   * options), without its per-request option merging, double decoding and callback chain.
   */
  function verifyBearer(request: FastifyRequest): AccessClaims {
    const header = request.headers.authorization
    if (!header || !BEARER.test(header)) throw new Error('No Authorization was found in request.headers')
    const parts = header.split(' ')
    if (parts.length !== 2 || !parts[1]) throw new Error('Format is Authorization: Bearer [token]')
    return verifyToken(parts[1])
  }

  /** The caller's claims and ability, or a 401 sent (false). */
  function authenticate(request: FastifyRequest, reply: FastifyReply): boolean {
    try {
      request.user = verifyBearer(request)
    } catch (error) {
      const code = (error as { code?: string }).code
      const expired = code === 'FAST_JWT_EXPIRED' || code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'
      reply
        .code(401)
        .send(
          errorBody(
            401,
            expired ? 'The access token has expired' : 'Sign in to continue',
            expired ? 'DEBRIEF_TOKEN_EXPIRED' : 'DEBRIEF_UNAUTHENTICATED',
          ),
        )
      return false
    }
    // A signed-out or revoked session's token is refused at once, not when it expires (one Map lookup).
    if (app.revokedSessions.has(request.user.sid)) {
      reply.code(401).send(errorBody(401, 'This session was signed out; sign in again', 'DEBRIEF_SESSION_REVOKED'))
      return false
    }
    const { sub, role, orgId } = request.user
    request.ability = abilityFor({ id: sub, role, orgId })
    return true
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return
    // Maintenance mode and a lost database answer 503 on any route.
    if (route.schema?.response) route.schema.response = { ...errorResponses(503), ...(route.schema.response as object) }
    if (route.config?.public) return
    const needed = route.config?.can
    // One hook: the token (401), then the ability the route needs (403).
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!authenticate(request, reply)) return reply
      if (needed && !request.ability.can(needed[0], needed[1])) {
        return reply.code(403).send(errorBody(403, `Your role may not ${needed[0]} ${needed[1]}`, 'DEBRIEF_FORBIDDEN'))
      }
    }
    route.onRequest = [guard, ...(route.onRequest ? [route.onRequest].flat() : [])] as typeof route.onRequest
    // Document the statuses the checks add.
    if (route.schema?.response)
      Object.assign(route.schema.response as object, errorResponses(401, 403), route.schema.response)
    if (route.schema && !route.schema.security) route.schema.security = [{ bearerAuth: [] }]
  })
})
