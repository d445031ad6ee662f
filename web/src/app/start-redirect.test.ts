import { describe, expect, it } from 'vitest'
import type { UserData } from '../lib/session-atoms'
import { startRedirect } from './start-redirect'

const user = (role: UserData['role'], homePath: string | null = null): UserData => ({
  id: 'u1',
  fullName: 'U',
  email: 'u@example.com',
  role,
  orgId: null,
  orgName: null,
  avatar: null,
  homePath,
  language: 'en',
  emailVerified: true,
})
const go = (search: string, data: UserData | null) => startRedirect(new URLSearchParams(search), data)

describe('start-page redirect', () => {
  it('clears the session and goes to login keeping the query when it carries a token', () => {
    expect(go('token=abc&x=1', user('admin'))).toEqual({ to: '/login?token=abc&x=1', clearSession: true })
  })

  it('honours homePath before the role', () => {
    expect(go('', user('client', '/omc/dashboard_cost'))).toEqual({ to: '/omc/dashboard_cost' })
    expect(go('', user('client', '//evil.example'))).toEqual({ to: '/meetings/MeetingList' })
  })

  it('maps each role to its start page', () => {
    expect(go('', user('superadmin')).to).toBe('/meetings/MeetingList')
    expect(go('', user('client')).to).toBe('/meetings/MeetingList')
    expect(go('', user('demo')).to).toBe('/reports-example/SelfExample')
    expect(go('', user('omc')).to).toBe('/omc/dashboard_cost')
  })

  it('keeps the query for admin and for the login fallback only', () => {
    expect(go('a=1', user('admin')).to).toBe('/meetings/MeetingList?a=1')
    expect(go('a=1', user('client')).to).toBe('/meetings/MeetingList')
    expect(go('a=1', null).to).toBe('/login?a=1')
    expect(go('', null).to).toBe('/login')
  })
})
