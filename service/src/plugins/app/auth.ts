import cookie from '@fastify/cookie'
import jwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../../db/schema.js'
import { abilityFor } from '../../permissions/ability.js'
import type { AppAbility } from '../../permissions/rules.js'
import type { Action, SubjectName } from '../../permissions/subjects.js'
import { errorResponses } from '../../schemas/error.js'
import { errorBody } from './errors.js'

export interface AccessClaims { sub: string; role: Role; orgId: string | null; sid: string }

declare module '@fastify/jwt' {
  interface FastifyJWT { payload: AccessClaims; user: AccessClaims }
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

/**
 * Authentication and route permissions, declared per route (`config.public`, `config.can`) and enforced
 * here for every /api route, so no handler can forget them. The access token carries role and
 * organization: a change of role or a disabled account takes effect at the next refresh (at most 15 minutes).
 */
export default fp(async (app, { secret }: { secret: string }) => {
  await app.register(cookie)
  await app.register(jwt, {
    secret,
    sign: { algorithm: ALGORITHM, expiresIn: ACCESS_TOKEN_TTL },
    verify: { algorithms: [ALGORITHM] },
  })
  app.decorateRequest('ability', null as unknown as AppAbility)

  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    try {
      await request.jwtVerify()
    } catch (error) {
      const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'
      return reply.code(401).send(errorBody(401, expired ? 'The access token has expired' : 'Sign in to continue', expired ? 'DEBRIEF_TOKEN_EXPIRED' : 'DEBRIEF_UNAUTHENTICATED'))
    }
    const { sub, role, orgId } = request.user
    request.ability = abilityFor({ id: sub, role, orgId })
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return
    // Maintenance mode and a lost database answer 503 on any route.
    if (route.schema?.response) route.schema.response = { ...errorResponses(503), ...(route.schema.response as object) }
    if (route.config?.public) return
    const needed = route.config?.can
    const checks = [authenticate]
    if (needed) {
      checks.push(async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.ability.can(needed[0], needed[1])) {
          return reply.code(403).send(errorBody(403, `Your role may not ${needed[0]} ${needed[1]}`, 'DEBRIEF_FORBIDDEN'))
        }
      })
    }
    route.onRequest = [...checks, ...(route.onRequest ? [route.onRequest].flat() : [])] as typeof route.onRequest
    // Document the statuses the checks add.
    if (route.schema?.response) Object.assign(route.schema.response as object, errorResponses(401, 403), route.schema.response)
    if (route.schema && !route.schema.security) route.schema.security = [{ bearerAuth: [] }]
  })
})
