import { describe, expect, it } from 'vitest'
import { allMembers } from './all-members'

type Kind = 'interview' | 'team' | 'other'

describe('a list of every member of a contract union', () => {
  it('keeps the order it is written in', () => {
    expect(allMembers<Kind>()(['team', 'other', 'interview'])).toEqual(['team', 'other', 'interview'])
  })

  it('fails to compile when the list lacks a member or holds a value the union lacks', () => {
    // typecheck fails on an unused @ts-expect-error: these lines prove the drift is a compile error both ways.
    // @ts-expect-error 'other' is missing from the list
    allMembers<Kind>()(['interview', 'team'])
    // @ts-expect-error 'retired' is not a Kind
    allMembers<Kind>()(['interview', 'team', 'other', 'retired'])
  })
})
