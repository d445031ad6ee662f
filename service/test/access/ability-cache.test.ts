import t from 'tap'
import { abilityFor } from '../../src/permissions/ability.js'
import { can } from '../../src/permissions/ability.js'

/**
 * Abilities are shared between requests, so their cache key must hold everything the rules read. The demo and
 * omc roles' rules name the account itself (their own support requests), not only role and organization: two
 * such accounts without an organization must not share one ability.
 */
t.test('accounts of a role whose rules name the account get their own ability', async (t) => {
  for (const role of ['demo', 'omc'] as const) {
    const first = abilityFor({ id: `${role}-first`, role, orgId: null })
    const second = abilityFor({ id: `${role}-second`, role, orgId: null })
    t.ok(can(first, 'read', 'SupportRequest', { requesterId: `${role}-first` }), `${role}: the first reads its own`)
    t.ok(can(second, 'read', 'SupportRequest', { requesterId: `${role}-second` }), `${role}: the second reads its own`)
    t.notOk(can(second, 'read', 'SupportRequest', { requesterId: `${role}-first` }), `${role}: not the first's`)
  }
})

t.test('the ability is still shared by the same account', async (t) => {
  const user = { id: 'admin-1', role: 'admin' as const, orgId: 'org-1' }
  t.equal(abilityFor(user), abilityFor({ ...user }), 'one ability, built once')
})
