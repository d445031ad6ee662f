import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { hasErrors, validateAccountFields, validatePersonalFields } from './register-fields'

const t = ((key: string) => key) as unknown as TFunction<'auth'>
const account = { email: 'erin@example.com', password: 'long-enough-password', confirm: 'long-enough-password' }

describe('registration checks per step', () => {
  it('accepts a complete account step', () => {
    expect(hasErrors(validateAccountFields(account, t, true))).toBe(false)
  })

  it('names each account field that is wrong', () => {
    expect(validateAccountFields({ email: 'erin', password: 'short', confirm: 'other' }, t, true, 10)).toEqual({
      email: 'emailInvalid',
      password: 'passwordTooShort',
      confirm: 'passwordMismatch',
    })
  })

  it('leaves the length to the service until its rule is loaded', () => {
    expect(validateAccountFields({ ...account, password: 'short', confirm: 'short' }, t, true, undefined)).toEqual({})
  })

  it('checks the repeated password only where the screen asks for it', () => {
    expect(validateAccountFields({ ...account, confirm: '' }, t, false)).toEqual({})
  })

  it('requires a name on the personal step; the organization is optional', () => {
    expect(validatePersonalFields({ fullName: '  ' }, t)).toEqual({ fullName: 'required' })
    expect(hasErrors(validatePersonalFields({ fullName: 'Erin' }, t))).toBe(false)
  })
})
