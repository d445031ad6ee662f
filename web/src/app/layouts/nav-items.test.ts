import { describe, expect, it } from 'vitest'
import { canDo, createAppAbility } from '../../lib/ability'
import { roleRules } from '../../test/role-rules'
import { routes } from '../routes'
import { buildMenu } from './nav-items'

const menuFor = (role: keyof typeof roleRules) => {
  const ability = createAppAbility(roleRules[role])
  const menu = buildMenu(routes, (p) => canDo(ability, p))
  return { groups: menu.map((g) => g.id), paths: menu.flatMap((g) => g.items.map((r) => r.path)) }
}

describe('side navigation per role', () => {
  it('shows the superadmin everything', () => {
    const { groups, paths } = menuFor('superadmin')
    expect(groups).toEqual(['product', 'costs', 'administration', 'examples', 'sandbox'])
    expect(paths).toContain('/access/accounts')
  })

  it('shows an admin the accounts screen and the product, not a detail route', () => {
    const { paths } = menuFor('admin')
    expect(paths).toContain('/access/accounts')
    expect(paths).toContain('/meetings/MeetingList')
    expect(paths).not.toContain('/meetings/:id')
  })

  it('hides account management and costs from a client', () => {
    const { groups, paths } = menuFor('client')
    expect(paths).not.toContain('/access/accounts')
    expect(paths).not.toContain('/omc/dashboard_cost')
    expect(paths).toContain('/billing/billing')
    expect(groups).toContain('sandbox')
  })

  it('shows demo only the examples and the sandbox', () => {
    const { groups, paths } = menuFor('demo')
    expect(groups).toEqual(['examples', 'sandbox'])
    expect(paths).toContain('/reports-example/SelfExample')
    expect(paths.some((p) => p.startsWith('/reports-template'))).toBe(false)
  })

  it('shows omc the cost screens and the worked examples (every signed-in role may read them), nothing else', () => {
    const { groups, paths } = menuFor('omc')
    expect(groups).toEqual(['costs', 'examples'])
    expect(paths.filter((p) => !p.startsWith('/reports-example/'))).toEqual([
      '/omc/dashboard_cost',
      '/omc/barchart_omc',
      '/billing/billing',
    ])
  })
})
