import { describe, expect, it } from 'vitest'
import { checkExpiry, formatCardNumber, isCardNumber } from '../card-validation'
import { loadDraft, saveDraft } from '../wizard-draft'
import { cartTotal, initialCheckout, keepCheckout, validateCheckout, type CheckoutDraft } from './checkout-model'

const now = new Date(2026, 10, 23)
const filled: CheckoutDraft = {
  ...initialCheckout(),
  cart: [{ productId: 1, name: 'Lamp', price: 19.99, qty: 3 }],
  name: 'Ann',
  email: 'ann@example.com',
  line: '1 Main St',
  city: 'Paris',
  zip: '75001',
  country: 'France',
  holder: 'Ann',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/27',
  cvc: '123',
}

/** An in-memory Storage for the draft tests. */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size
    },
  }
}

describe('checkout steps', () => {
  it('a filled draft passes every step', () => {
    for (let step = 0; step < 4; step++) expect(validateCheckout(step, filled, now)).toEqual({})
  })
  it('an empty cart blocks the first step', () => {
    expect(validateCheckout(0, { ...filled, cart: [] }, now)).toEqual({ cart: 'emptyCart' })
    expect(validateCheckout(0, { ...filled, cart: null }, now)).toEqual({ cart: 'emptyCart' })
  })
  it('the address needs every field and a real email', () => {
    expect(validateCheckout(1, { ...filled, city: ' ', email: 'ann@' }, now)).toEqual({
      city: 'required',
      email: 'email',
    })
  })
  it('a card is checked by Luhn, expiry and code; PayPal needs none', () => {
    expect(
      validateCheckout(2, { ...filled, cardNumber: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, now),
    ).toEqual({ cardNumber: 'cardNumber', expiry: 'cardExpired', cvc: 'cvc' })
    expect(validateCheckout(2, { ...filled, expiry: '13/30' }, now)).toEqual({ expiry: 'cardExpiry' })
    expect(validateCheckout(2, { ...filled, method: 'paypal', cardNumber: '' }, now)).toEqual({})
  })
  it('card helpers', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(isCardNumber('5555 5555 5555 4444')).toBe(true)
    expect(checkExpiry('11/26', now)).toBe('ok')
  })
  it('totals in exact cents', () =>
    expect(
      cartTotal([
        { productId: 1, name: 'x', price: 0.1, qty: 3 },
        { productId: 2, name: 'y', price: 0.2, qty: 1 },
      ]),
    ).toBe(0.5))
})

describe('checkout draft', () => {
  it('survives a reload without the card number and code', () => {
    const storage = memoryStorage()
    saveDraft('checkout', { step: 2, draft: filled }, keepCheckout, storage)
    const back = loadDraft('checkout', initialCheckout, 4, storage)
    expect(back.step).toBe(2)
    expect(back.draft).toMatchObject({
      name: 'Ann',
      cart: filled.cart,
      expiry: '12/27',
      cardNumber: '',
      cvc: '',
      idempotencyKey: filled.idempotencyKey,
    })
  })
  it('an unreadable or out-of-range draft starts afresh', () => {
    const storage = memoryStorage()
    storage.setItem('debrief.wizard.checkout.v1', '{not json')
    expect(loadDraft('checkout', initialCheckout, 4, storage).step).toBe(0)
    storage.setItem('debrief.wizard.checkout.v1', JSON.stringify({ step: 9, draft: { name: 'Bo' } }))
    const odd = loadDraft('checkout', initialCheckout, 4, storage)
    expect(odd.step).toBe(0)
    expect(odd.draft.name).toBe('Bo')
    expect(odd.draft.method).toBe('card')
  })
})
