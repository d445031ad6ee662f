import { describe, expect, it } from 'vitest'
import { addTags, identityPatch, toForm, validateIdentity } from './identity-form'

const PROFILE = { fullName: 'Daniel Carter', email: null, title: 'Engineer', company: 'Acme', tags: ['candidate'] }

describe('identity form', () => {
  it('adds comma-separated tags without empties or case duplicates', () => {
    expect(addTags(['candidate'], ' data , ,Candidate, ml ')).toEqual(['candidate', 'data', 'ml'])
    expect(addTags([], '')).toEqual([])
  })

  it('sends only what changed, empty text as null', () => {
    const before = toForm(PROFILE)
    expect(identityPatch(before, before)).toEqual({})
    expect(
      identityPatch(before, { ...before, fullName: ' Dan Carter ', title: '  ', email: 'dan@example.com' }),
    ).toEqual({ fullName: 'Dan Carter', title: null, email: 'dan@example.com' })
    expect(identityPatch(before, { ...before, tags: ['candidate', 'data'] })).toEqual({ tags: ['candidate', 'data'] })
  })

  it('checks the name, the e-mail and the limits', () => {
    const form = toForm(PROFILE)
    expect(validateIdentity(form)).toEqual({})
    expect(validateIdentity({ ...form, fullName: ' ' })).toEqual({ fullName: 'required' })
    expect(validateIdentity({ ...form, email: 'not-an-email' })).toEqual({ email: 'email' })
    expect(validateIdentity({ ...form, company: 'x'.repeat(121) })).toEqual({ company: 'tooLong' })
    expect(validateIdentity({ ...form, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual({
      tags: 'tooMany',
    })
  })
})
