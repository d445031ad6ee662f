// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { EMPTY_CONTACT } from './billing-contact'
import { keepContact, readPlanChoice, registerHref, readContact } from './checkout-handoff'

describe('checkout hand-off to registration', () => {
  it('carries plan and cycle in the register address', () => {
    expect(registerHref({ plan: 'team', cycle: 'yearly' })).toBe('/register?plan=team&cycle=yearly')
    expect(readPlanChoice('?plan=team&cycle=yearly')).toEqual({ plan: 'team', cycle: 'yearly' })
    expect(readPlanChoice('?plan=company')).toEqual({ plan: 'company', cycle: 'monthly' })
    expect(readPlanChoice('?plan=enterprise&cycle=yearly')).toBeNull()
    expect(readPlanChoice('')).toBeNull()
  })
  it('hands the contact over to the register form', () => {
    expect(readContact()).toBeNull()
    keepContact({ ...EMPTY_CONTACT, fullName: ' Ada ', email: 'ada@example.org', company: 'Engines' })
    expect(readContact()).toEqual({ fullName: 'Ada', email: 'ada@example.org', organizationName: 'Engines' })
  })
})
