import { api } from '../../../../lib/api-client'
import type { CheckoutDraft } from './checkout-model'
import { cardDigits } from '../card-validation'

/** In-stock catalogue products to fill and extend the cart from. */
export const loadCatalogue = (signal: AbortSignal) =>
  api.GET('/api/apps/ecommerce/products', {
    params: { query: { itemsPerPage: '30', stock: 'true', sortBy: 'product', orderBy: 'asc' } },
    signal,
  })

/** Places the order: the card's last four digits only, the draft's key so that a retry is the same order. */
export function placeOrder(d: CheckoutDraft) {
  return api.POST('/api/apps/ecommerce/checkout', {
    body: {
      idempotencyKey: d.idempotencyKey,
      items: (d.cart ?? []).filter((l) => l.qty > 0).map((l) => ({ productId: l.productId, qty: l.qty })),
      customer: { name: d.name.trim(), email: d.email.trim() },
      address: { line: d.line.trim(), city: d.city.trim(), zip: d.zip.trim(), country: d.country.trim() },
      payment:
        d.method === 'card' ? { method: 'card', last4: cardDigits(d.cardNumber).slice(-4) } : { method: 'paypal' },
    },
  })
}

export type PlacedOrder = NonNullable<Awaited<ReturnType<typeof placeOrder>>['data']>['order']
