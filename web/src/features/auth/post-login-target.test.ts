// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { routes } from '../../app/routes'
import { roleRules } from '../../test/role-rules'
import { postLoginTarget } from './post-login-target'

const target = (search: string, role: keyof typeof roleRules) =>
  postLoginTarget(new URLSearchParams(search), roleRules[role], routes)

describe('where sign-in leads', () => {
  it('returns to the recorded path with the rest of the query', () => {
    expect(target('to=%2Fmeetings%2FMeetingList', 'client')).toBe('/meetings/MeetingList')
    expect(target('x=1&to=%2Freports%2Fr1', 'client')).toBe('/reports/r1?x=1')
  })

  it('goes to the start page when the path is not allowed, foreign or missing', () => {
    expect(target('to=%2Faccess%2Faccounts', 'client')).toBe('/')
    expect(target('to=%2F%2Fevil.example', 'admin')).toBe('/')
    expect(target('to=https%3A%2F%2Fevil.example', 'admin')).toBe('/')
    expect(target('', 'demo')).toBe('/')
  })

  it('drops a sign-in token so the start page does not loop back to login', () => {
    expect(target('token=abc&a=1', 'admin')).toBe('/?a=1')
  })
})
