import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createMongoAbility } from '@casl/ability'
import { ROLES, type Role } from '../../db/schema.js'
import { defineRulesFor, type AppAbility } from '../../permissions/rules.js'
import { ACTIONS, SUBJECTS, type SubjectName } from '../../permissions/subjects.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { PermissionMatrixSchema } from './schemas.js'

const ORG_ROLES: Role[] = ['admin', 'client']
const SOME_ID = '00000000-0000-0000-0000-000000000001'

/**
 * The roles × subjects matrix, computed from the same rule definitions the service enforces (never a copy):
 * an admin sees its organization's roles, the superadmin every role.
 */
const access: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/matrix',
    {
      config: { can: ['manage', 'Account'] },
      schema: {
        operationId: 'getPermissionMatrix',
        tags: ['access'],
        summary: 'What each role may do on each subject',
        response: { 200: PermissionMatrixSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const roles = request.ability.can('manage', 'all') ? [...ROLES] : ORG_ROLES
      const subjects = SUBJECTS.filter((s) => s !== 'all') as Exclude<SubjectName, 'all'>[]
      const cells = roles.flatMap((role) => {
        const rules = defineRulesFor({ id: SOME_ID, role, orgId: request.user.orgId ?? SOME_ID })
        const ability = createMongoAbility(rules) as AppAbility
        return subjects.map((subject) => {
          const actions = ability.can('manage', subject)
            ? ['manage' as const]
            : ACTIONS.filter((a) => a !== 'manage' && ability.can(a, subject))
          const conditions = new Set<string>()
          for (const a of actions)
            for (const rule of ability.rulesFor(a, subject))
              if (rule.conditions) Object.keys(rule.conditions).forEach((k) => conditions.add(k))
          return { role, subject, actions, conditions: [...conditions] }
        })
      })
      return { roles, subjects, cells }
    },
  )
}

export default access
