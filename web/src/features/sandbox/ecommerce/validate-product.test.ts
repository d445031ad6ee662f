import { describe, expect, it } from 'vitest'
import {
  draftOf,
  EMPTY_PRODUCT,
  parseAmount,
  toProductBody,
  validateProduct,
  type ProductDraft,
} from './validate-product'

const good: ProductDraft = {
  ...EMPTY_PRODUCT,
  productName: 'Lamp',
  productBrand: 'Acme',
  sku: '1234',
  description: '<p>Bright</p>',
  price: '19,99',
  qty: '3',
  category: 'Home Decor',
}

describe('validateProduct', () => {
  it('accepts a complete draft and builds its body', () => {
    expect(validateProduct(good)).toEqual({})
    expect(toProductBody(good)).toMatchObject({
      price: 19.99,
      sku: 1234,
      qty: 3,
      comparePrice: null,
      barcode: undefined,
    })
  })
  it('names each missing or malformed field', () => {
    expect(Object.keys(validateProduct(EMPTY_PRODUCT)).sort()).toEqual([
      'category',
      'description',
      'price',
      'productBrand',
      'productName',
      'sku',
    ])
    expect(validateProduct({ ...good, description: '<p> </p>' }).description).toBe('form.errors.description')
    expect(validateProduct({ ...good, qty: '-1' }).qty).toBe('form.errors.qty')
    expect(validateProduct({ ...good, sku: '0' }).sku).toBe('form.errors.sku')
  })
  it('wants the compare-at price above the price', () => {
    expect(validateProduct({ ...good, comparePrice: '19.99' }).comparePrice).toBe('form.errors.compareAbove')
    expect(validateProduct({ ...good, comparePrice: '25' })).toEqual({})
  })
  it('refuses an empty or repeated variant', () => {
    expect(validateProduct({ ...good, variants: [{ option: 'Size', value: ' ' }] }).variants).toBe(
      'form.errors.variantValue',
    )
    expect(
      validateProduct({
        ...good,
        variants: [
          { option: 'Size', value: 'M' },
          { option: 'Size', value: 'm' },
        ],
      }).variants,
    ).toBe('form.errors.variantTwice')
    expect(
      validateProduct({
        ...good,
        variants: [
          { option: 'Size', value: 'M' },
          { option: 'Color', value: 'M' },
        ],
      }),
    ).toEqual({})
  })
})

describe('parseAmount', () => {
  it('reads two decimals at most, with a dot or a comma', () => {
    expect(parseAmount('12')).toBe(12)
    expect(parseAmount(' 12.5 ')).toBe(12.5)
    expect(parseAmount('12,50')).toBe(12.5)
    expect(parseAmount('12.505')).toBeUndefined()
    expect(parseAmount('-3')).toBeUndefined()
    expect(parseAmount('abc')).toBeUndefined()
  })
})

describe('draftOf', () => {
  it('turns a stored product back into the form, price without its sign', () => {
    const d = draftOf({
      id: 3,
      productName: 'Lamp',
      category: 'Office',
      stock: false,
      sku: 77,
      price: '$1,019.5',
      qty: 4,
      status: 'Scheduled',
      image: '',
      productBrand: 'Acme',
      barcode: '',
      description: '<p>x</p>',
      comparePrice: null,
      chargeTax: false,
      variants: [{ option: 'Size', value: 'L' }],
      images: [],
    })
    expect(d).toMatchObject({
      price: '1019.5',
      comparePrice: '',
      sku: '77',
      qty: '4',
      status: 'Scheduled',
      stock: false,
    })
    expect(validateProduct(d)).toEqual({})
  })
})
