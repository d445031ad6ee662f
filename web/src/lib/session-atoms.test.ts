// @vitest-environment jsdom
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { abilityRulesAtom, sessionAtom, userDataAtom } from './session-atoms'
import type { AppRule } from './ability'

const userData = { id: 'u1', fullName: 'Ada', email: 'ada@example.com', role: 'admin' } as never
const rules: AppRule[] = [{ action: 'read', subject: 'Meeting' }]

describe('sessionAtom', () => {
  it('does not set what has not changed, so the screens reading it do not render again', () => {
    const store = createStore()
    let userChanges = 0
    let ruleChanges = 0
    store.sub(userDataAtom, () => userChanges++)
    store.sub(abilityRulesAtom, () => ruleChanges++)
    store.set(sessionAtom, { userData, userAbilityRules: rules, accessToken: 't1' })
    expect([userChanges, ruleChanges]).toEqual([1, 1])
    userChanges = ruleChanges = 0

    // What /me answers at start-up: equal values in new objects.
    store.set(sessionAtom, { userData: { ...(userData as object) } as never, userAbilityRules: [{ ...rules[0] }] })
    expect([userChanges, ruleChanges]).toEqual([0, 0])

    store.set(sessionAtom, { userData, userAbilityRules: [...rules, { action: 'read', subject: 'Report' }] })
    expect([userChanges, ruleChanges]).toEqual([0, 1])
    expect(store.get(abilityRulesAtom)).toHaveLength(2)
  })
})
