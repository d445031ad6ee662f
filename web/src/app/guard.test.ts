// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { canDo, createAppAbility } from '../lib/ability'
import { roleRules } from '../test/role-rules'
import { guard, type GuardInput } from '../lib/routing/guard'
import { findRoute } from '../lib/routing/match-route'
import { routes } from './routes'

const check = (pathname: string, role: keyof typeof roleRules | null, search = ''): ReturnType<typeof guard> => {
  const ability = createAppAbility(role ? roleRules[role] : [])
  const { route } = findRoute(routes, pathname)!
  const input: GuardInput = { route, signedIn: role !== null, can: (p) => canDo(ability, p), pathname, search }
  return guard(input)
}

describe('route guard', () => {
  it('always lets public routes through', () => {
    expect(check('/not-authorized', null)).toEqual({ kind: 'allow' })
    expect(check('/selfinter/abc', null)).toEqual({ kind: 'allow' })
    expect(check('/no/such/path', 'demo')).toEqual({ kind: 'allow' })
  })

  it('sends a signed-in user away from unauthenticated-only routes to the root', () => {
    expect(check('/login', 'client')).toEqual({ kind: 'redirect', to: '/' })
    expect(check('/login', null)).toEqual({ kind: 'allow' })
  })

  it('sends a signed-out visitor to login with the requested path and the original query', () => {
    expect(check('/meetings/MeetingList', null)).toEqual({
      kind: 'redirect',
      to: '/login?to=%2Fmeetings%2FMeetingList',
    })
    expect(check('/reports/r1', null, 'tab=2')).toEqual({ kind: 'redirect', to: '/login?tab=2&to=%2Freports%2Fr1' })
  })

  it('sends a signed-in user without the permissions to not-authorized', () => {
    expect(check('/access/accounts', 'client')).toEqual({ kind: 'redirect', to: '/not-authorized' })
    expect(check('/meetings/MeetingList', 'omc')).toEqual({ kind: 'redirect', to: '/not-authorized' })
    expect(check('/apps/calendar', 'omc')).toEqual({ kind: 'redirect', to: '/not-authorized' })
  })

  it('needs the marker and the data permission together', () => {
    expect(check('/meetings/MeetingList', 'client')).toEqual({ kind: 'allow' })
    expect(check('/omc/dashboard_cost', 'omc')).toEqual({ kind: 'allow' })
    expect(check('/omc/dashboard_cost', 'client')).toEqual({ kind: 'redirect', to: '/not-authorized' })
    expect(check('/access/accounts', 'admin')).toEqual({ kind: 'allow' })
    expect(check('/access/accounts', 'superadmin')).toEqual({ kind: 'allow' })
  })

  it('opens report examples by view Demo or view Page plus read ReportExample', () => {
    expect(check('/reports-example/SelfExample', 'demo')).toEqual({ kind: 'allow' })
    expect(check('/reports-example/SelfExample', 'client')).toEqual({ kind: 'allow' })
    // The service grants every signed-in role `read ReportExample`; omc has `manage Page`.
    expect(check('/reports-example/SelfExample', 'omc')).toEqual({ kind: 'allow' })
    expect(check('/reports-template/SelfTemplate', 'omc')).toEqual({ kind: 'redirect', to: '/not-authorized' })
  })
})
