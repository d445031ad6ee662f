import { checkExpiry, isCardNumber, isCvc } from '../card-validation'
import { isEmail, requireFields, type StepErrors } from '../validation'

export interface CartLine {
  productId: number
  name: string
  price: number
  qty: number
}

export interface CheckoutDraft {
  /** Null until the cart is first filled from the catalogue. */
  cart: CartLine[] | null
  name: string
  email: string
  line: string
  city: string
  zip: string
  country: string
  method: 'card' | 'paypal'
  holder: string
  cardNumber: string
  expiry: string
  cvc: string
  /** One per order attempt: a retried submit sends the same key and gets the same order back. */
  idempotencyKey: string
}

export const CHECKOUT_STEPS = ['cart', 'address', 'payment', 'review'] as const

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`

export const initialCheckout = (): CheckoutDraft => ({
  cart: null,
  name: '',
  email: '',
  line: '',
  city: '',
  zip: '',
  country: '',
  method: 'card',
  holder: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
  idempotencyKey: newKey(),
})

/** The card number and its code stay in memory only: a draft on disk never holds them. */
export const keepCheckout = (draft: CheckoutDraft): CheckoutDraft => ({ ...draft, cardNumber: '', cvc: '' })

export function validateCheckout(step: number, d: CheckoutDraft, now = new Date()): StepErrors {
  const errors: StepErrors = {}
  if (step === 0 && !(d.cart ?? []).some((l) => l.qty > 0)) errors.cart = 'emptyCart'
  if (step === 1) {
    Object.assign(errors, requireFields(d, ['name', 'email', 'line', 'city', 'zip', 'country']))
    if (!errors.email && !isEmail(d.email)) errors.email = 'email'
    if (!errors.zip && !/^[A-Za-z0-9 -]{3,10}$/.test(d.zip.trim())) errors.zip = 'zip'
  }
  if (step === 2 && d.method === 'card') {
    Object.assign(errors, requireFields(d, ['holder', 'cardNumber', 'expiry', 'cvc']))
    if (!errors.cardNumber && !isCardNumber(d.cardNumber)) errors.cardNumber = 'cardNumber'
    const expiry = checkExpiry(d.expiry, now)
    if (!errors.expiry && expiry !== 'ok') errors.expiry = expiry === 'expired' ? 'cardExpired' : 'cardExpiry'
    if (!errors.cvc && !isCvc(d.cvc)) errors.cvc = 'cvc'
  }
  return errors
}

/** The cart's total in cents-exact arithmetic. */
export const cartTotal = (cart: CartLine[] | null) =>
  (cart ?? []).reduce((sum, l) => sum + Math.round(l.price * 100) * l.qty, 0) / 100

/** "$1,299" or "1299" from the catalogue → 1299. */
export const priceOf = (money: string) => Number(money.replace(/[^0-9.]/g, '')) || 0
