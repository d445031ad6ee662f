// @vitest-environment jsdom
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
    expect(groups).toEqual(['product', 'costs', 'administration', 'help', 'examples', 'sandbox'])
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

  it('shows demo the examples, the sandbox and the public help screens, no product screen', () => {
    const { groups, paths } = menuFor('demo')
    expect(groups).toEqual(['help', 'examples', 'sandbox'])
    expect(paths.some((p) => p.startsWith('/meetings') || p.startsWith('/access/accounts'))).toBe(false)
    expect(paths).toContain('/reports-example/SelfExample')
    expect(paths.some((p) => p.startsWith('/reports-template'))).toBe(false)
  })

  it('shows omc the cost screens, its access rules, help and the worked examples, no product screen', () => {
    const { groups, paths } = menuFor('omc')
    expect(groups).toEqual(['costs', 'administration', 'help', 'examples'])
    expect(paths).toEqual(expect.arrayContaining(['/omc/dashboard_cost', '/omc/barchart_omc', '/billing/billing']))
    expect(paths.some((p) => p.startsWith('/meetings') || p.startsWith('/access/accounts'))).toBe(false)
  })
})
