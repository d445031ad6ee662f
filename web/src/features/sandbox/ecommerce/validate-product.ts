import type { ProductBody, ProductDetail, ProductStatus, VariantOption } from './ecommerce-api'
import { amountOf } from './money'

export interface VariantDraft {
  option: VariantOption
  value: string
}
export interface ProductDraft {
  productName: string
  productBrand: string
  sku: string
  barcode: string
  description: string
  price: string
  comparePrice: string
  chargeTax: boolean
  qty: string
  stock: boolean
  category: string
  status: ProductStatus
  variants: VariantDraft[]
  imageIds: string[]
}

export const EMPTY_PRODUCT: ProductDraft = {
  productName: '',
  productBrand: '',
  sku: '',
  barcode: '',
  description: '',
  price: '',
  comparePrice: '',
  chargeTax: true,
  qty: '0',
  stock: true,
  category: '',
  status: 'Published',
  variants: [],
  imageIds: [],
}

export type ProductErrors = Partial<Record<keyof ProductDraft, string>>

/** A money amount typed by a person: digits with at most two decimals, "," accepted as the decimal mark. */
export function parseAmount(text: string): number | undefined {
  const t = text.trim().replace(',', '.')
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(t)) return undefined
  return Number(t)
}

const isWhole = (text: string, max: number) => /^\d+$/.test(text.trim()) && Number(text.trim()) <= max
const emptyOfHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === ''

/** Message keys (of the `ecommerce` namespace) by field; empty when the draft can be sent. */
export function validateProduct(d: ProductDraft): ProductErrors {
  const e: ProductErrors = {}
  if (!d.productName.trim()) e.productName = 'form.errors.name'
  if (!d.productBrand.trim()) e.productBrand = 'form.errors.brand'
  if (!isWhole(d.sku, 2147483647) || Number(d.sku) < 1) e.sku = 'form.errors.sku'
  if (emptyOfHtml(d.description)) e.description = 'form.errors.description'
  const price = parseAmount(d.price)
  if (price === undefined) e.price = 'form.errors.price'
  if (d.comparePrice.trim()) {
    const compare = parseAmount(d.comparePrice)
    if (compare === undefined) e.comparePrice = 'form.errors.price'
    else if (price !== undefined && compare <= price) e.comparePrice = 'form.errors.compareAbove'
  }
  if (!isWhole(d.qty, 1_000_000)) e.qty = 'form.errors.qty'
  if (!d.category) e.category = 'form.errors.category'
  const seen = new Set<string>()
  for (const v of d.variants) {
    const key = `${v.option}:${v.value.trim().toLowerCase()}`
    if (!v.value.trim()) e.variants = 'form.errors.variantValue'
    else if (seen.has(key)) e.variants = 'form.errors.variantTwice'
    seen.add(key)
  }
  return e
}

/** The body of a valid draft. */
export function toProductBody(d: ProductDraft): ProductBody {
  return {
    productName: d.productName.trim(),
    productBrand: d.productBrand.trim(),
    sku: Number(d.sku.trim()),
    barcode: d.barcode.trim() || undefined,
    description: d.description,
    price: parseAmount(d.price) ?? 0,
    comparePrice: d.comparePrice.trim() ? (parseAmount(d.comparePrice) ?? null) : null,
    chargeTax: d.chargeTax,
    qty: Number(d.qty.trim()),
    stock: d.stock,
    category: d.category,
    status: d.status,
    variants: d.variants.map((v) => ({ option: v.option, value: v.value.trim() })),
    imageIds: d.imageIds,
  }
}

/** A stored product as an editable draft (its list price is text with a currency sign). */
export function draftOf(p: ProductDetail): ProductDraft {
  return {
    productName: p.productName,
    productBrand: p.productBrand,
    sku: String(p.sku),
    barcode: p.barcode,
    description: p.description,
    price: String(amountOf(p.price)),
    comparePrice: p.comparePrice === null ? '' : String(p.comparePrice),
    chargeTax: p.chargeTax,
    qty: String(p.qty),
    stock: p.stock,
    category: p.category,
    status: p.status as ProductStatus,
    variants: p.variants,
    imageIds: p.images.map((i) => i.id),
  }
}
