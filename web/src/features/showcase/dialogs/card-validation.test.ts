import { describe, expect, it } from 'vitest'
import {
  cardBrand,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  luhnValid,
} from './card-validation'

describe('card validation', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true)
    expect(luhnValid('4242 4242 4242 4241')).toBe(false)
    expect(luhnValid('3782 822463 10005')).toBe(true)
    expect(luhnValid('1234')).toBe(false)
  })
  it('tells the brand and groups the digits as printed', () => {
    expect(cardBrand('4111')).toBe('visa')
    expect(cardBrand('5500')).toBe('mastercard')
    expect(cardBrand('2221')).toBe('mastercard')
    expect(cardBrand('3714')).toBe('amex')
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('42a4')).toBe('424')
  })
  it('names the error of a number', () => {
    expect(cardNumberError('')).toBe('required')
    expect(cardNumberError('4242 4242 4242 4241')).toBe('cardNumber')
    expect(cardNumberError('4242 4242 4242')).toBe('cardNumber')
    expect(cardNumberError('4242 4242 4242 4242')).toBeUndefined()
  })
  it('accepts an expiry through the end of its month', () => {
    const now = new Date(2026, 10, 23)
    expect(formatExpiry('1128')).toBe('11/28')
    expect(expiryError('11/26', now)).toBeUndefined()
    expect(expiryError('10/26', now)).toBe('expired')
    expect(expiryError('13/27', now)).toBe('expiry')
    expect(expiryError('1/27', now)).toBe('expiry')
    expect(expiryError('', now)).toBe('required')
  })
  it('wants four CVC digits for American Express and three for the rest', () => {
    expect(cvcError('123', 'visa')).toBeUndefined()
    expect(cvcError('123', 'amex')).toBe('cvc')
    expect(cvcError('1234', 'amex')).toBeUndefined()
    expect(cvcError('12a', 'visa')).toBe('cvc')
  })
})
