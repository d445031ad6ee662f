import { describe, expect, it } from 'vitest'
import { ruleParts } from './rule-words'

describe('rules in words', () => {
  it('splits actions, subjects and conditions', () => {
    expect(ruleParts({ action: ['read', 'update'], subject: 'Meeting', conditions: { orgId: 'o1' } })).toEqual({
      actions: ['read', 'update'],
      subjects: ['Meeting'],
      limits: ['orgId = o1'],
      inverted: false,
    })
    expect(
      ruleParts({
        action: 'manage',
        subject: 'Account',
        conditions: { role: { $in: ['admin', 'client'] } },
        inverted: true,
      }).limits,
    ).toEqual(['role ∈ admin, client'])
  })
})
