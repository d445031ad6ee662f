import { describe, expect, it } from 'vitest'
import { fromDraft, toDraft, validateSettings } from './settings-form'

const settings = {
  store: { name: 'Shop', phone: '', email: '', currency: 'USD' as const, weightUnit: 'kg' as const },
  payments: { provider: 'stripe' as const, cashOnDelivery: true, bankTransfer: false },
  checkout: {
    contact: 'email' as const,
    companyName: 'optional' as const,
    addressLine2: 'optional' as const,
    shippingAsBilling: true,
  },
  shipping: { domestic: 5, international: 25.5, freeOver: null },
  locations: { name: 'Main', address: '', city: '', country: '', fulfilOnline: true },
  notifications: {
    orderConfirmation: true,
    orderCancelled: true,
    shippingUpdate: true,
    delivered: false,
    newReview: false,
  },
}

describe('settings form', () => {
  it('round-trips through the draft', () => {
    expect(fromDraft(toDraft(settings))).toEqual(settings)
  })
  it('keys errors by the service’s field path', () => {
    const d = toDraft(settings)
    expect(
      validateSettings({
        ...d,
        store: { ...d.store, name: ' ', email: 'x@' },
        shipping: { ...d.shipping, freeOver: 'ten' },
      }),
    ).toEqual({
      'store.name': 'settings.errors.required',
      'store.email': 'settings.errors.email',
      'shipping.freeOver': 'form.errors.price',
    })
  })
})
