import { describe, expect, it } from 'vitest'
import { EMPTY_SIGN_UP, hasErrors, validateSignUp } from './validation-rules'

const good = {
  username: 'nadia_k',
  email: 'nadia@example.com',
  password: 'secret123',
  confirm: 'secret123',
  age: '30',
  website: '',
  terms: true,
}

describe('sign-up validation', () => {
  it('requires every mandatory field', () => {
    const e = validateSignUp(EMPTY_SIGN_UP)
    expect(Object.keys(e).sort()).toEqual(['age', 'confirm', 'email', 'password', 'terms', 'username'])
    expect(e.username).toEqual({ key: 'required' })
    expect(e.terms).toEqual({ key: 'terms' })
  })
  it('accepts a good form, with or without a website', () => {
    expect(hasErrors(validateSignUp(good))).toBe(false)
    expect(hasErrors(validateSignUp({ ...good, website: 'https://debrief.example' }))).toBe(false)
    expect(hasErrors(validateSignUp({ ...good, username: 'نادية' }))).toBe(false)
  })
  it('names the first failing rule with its limits', () => {
    expect(validateSignUp({ ...good, username: 'ab' }).username).toEqual({ key: 'minLength', min: 3 })
    expect(validateSignUp({ ...good, username: 'a b c' }).username).toEqual({ key: 'username' })
    expect(validateSignUp({ ...good, email: 'nadia@' }).email).toEqual({ key: 'email' })
    expect(validateSignUp({ ...good, password: 'short1', confirm: 'short1' }).password).toEqual({
      key: 'minLength',
      min: 8,
    })
    expect(validateSignUp({ ...good, password: 'longenough', confirm: 'longenough' }).password).toEqual({
      key: 'passwordStrength',
    })
    expect(validateSignUp({ ...good, confirm: 'other' }).confirm).toEqual({ key: 'mismatch' })
    expect(validateSignUp({ ...good, age: '12' }).age).toEqual({ key: 'range', min: 18, max: 120 })
    expect(validateSignUp({ ...good, age: '3.5' }).age).toEqual({ key: 'integer' })
    expect(validateSignUp({ ...good, website: 'javascript:alert(1)' }).website).toEqual({ key: 'url' })
  })
})
