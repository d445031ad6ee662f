import { describe, expect, it } from 'vitest'
import { roleOptionsOf } from './role-options'

describe('role options', () => {
  it('labels seeded roles by translation and added roles by their name, skipping keyless ones', () => {
    const roles = [
      { userRole: 'admin', name: 'Administrator' },
      { userRole: 'audit-team', name: 'Audit team' },
      { userRole: null, name: 'Legacy' },
    ]
    expect(roleOptionsOf(roles, (key) => `T:${key}`)).toEqual([
      { key: 'admin', label: 'T:admin' },
      { key: 'audit-team', label: 'Audit team' },
    ])
  })
})
