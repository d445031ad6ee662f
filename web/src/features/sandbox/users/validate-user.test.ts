import { describe, expect, it } from 'vitest'
import { EMPTY_USER, validateUser } from './validate-user'

const valid = {
  ...EMPTY_USER,
  fullName: 'Ann Lee',
  username: 'ann.lee',
  email: 'ann@example.com',
  role: 'editor' as const,
  currentPlan: 'team' as const,
}

describe('validateUser', () => {
  it('accepts a complete draft', () => expect(validateUser(valid)).toEqual({}))

  it('names every missing required field', () => {
    expect(Object.keys(validateUser(EMPTY_USER)).sort()).toEqual([
      'currentPlan',
      'email',
      'fullName',
      'role',
      'username',
    ])
  })

  it('refuses a malformed e-mail, a username with spaces and a contact with letters', () => {
    expect(validateUser({ ...valid, email: 'ann@' }).email).toBe('errors.email')
    expect(validateUser({ ...valid, username: 'ann lee' }).username).toBe('errors.usernameChars')
    expect(validateUser({ ...valid, contact: 'call me' }).contact).toBe('errors.contact')
    expect(validateUser({ ...valid, contact: '+1 (555) 010-2030' }).contact).toBeUndefined()
  })
})
