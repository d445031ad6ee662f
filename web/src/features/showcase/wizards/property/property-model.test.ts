import { describe, expect, it } from 'vitest'
import { initialProperty, validateProperty, type PropertyDraft } from './property-model'

const now = new Date(2026, 10, 23)
const filled: PropertyDraft = {
  ...initialProperty(),
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+33 1 23 45 67 89',
  address: '4 Rue Verte',
  city: 'Lyon',
  features: ['garden'],
  size: '84,5',
  builtYear: '1998',
  price: '320 000',
}

describe('property listing steps', () => {
  it('a filled draft passes every step', () => {
    for (let step = 0; step < 6; step++) expect(validateProperty(step, filled, now), `step ${step}`).toEqual({})
  })
  it('personal details need a name, a valid email and phone', () => {
    expect(validateProperty(0, { ...filled, firstName: '', email: 'x', phone: 'call me' }, now)).toEqual({
      firstName: 'required',
      email: 'email',
      phone: 'phone',
    })
  })
  it('at least one feature', () =>
    expect(validateProperty(2, { ...filled, features: [] }, now)).toEqual({ features: 'pickOne' }))
  it('the area is a positive size and a plausible year', () => {
    expect(validateProperty(3, { ...filled, size: '-3', builtYear: '2099' }, now)).toEqual({
      size: 'positive',
      builtYear: 'wholeNumber',
    })
    expect(validateProperty(3, { ...filled, size: '' }, now)).toEqual({ size: 'required' })
  })
  it('the price is required and positive', () => {
    expect(validateProperty(4, { ...filled, price: '0' }, now)).toEqual({ price: 'positive' })
    expect(validateProperty(4, { ...filled, price: 'abc' }, now)).toEqual({ price: 'positive' })
  })
})
