import type { StoreSettings } from './ecommerce-api'
import { parseAmount } from './validate-product'

/** The settings as typed: amounts stay text until saved. */
export type SettingsDraft = Omit<StoreSettings, 'shipping'> & {
  shipping: { domestic: string; international: string; freeOver: string }
}

export const toDraft = (s: StoreSettings): SettingsDraft => ({
  ...s,
  shipping: {
    domestic: String(s.shipping.domestic),
    international: String(s.shipping.international),
    freeOver: s.shipping.freeOver === null ? '' : String(s.shipping.freeOver),
  },
})

/** Message keys by the service's field path (`store.email`), so local and service errors land on the same fields. */
export function validateSettings(d: SettingsDraft): Record<string, string> {
  const e: Record<string, string> = {}
  if (!d.store.name.trim()) e['store.name'] = 'settings.errors.required'
  if (d.store.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.store.email.trim()))
    e['store.email'] = 'settings.errors.email'
  if (!d.locations.name.trim()) e['locations.name'] = 'settings.errors.required'
  if (parseAmount(d.shipping.domestic) === undefined) e['shipping.domestic'] = 'form.errors.price'
  if (parseAmount(d.shipping.international) === undefined) e['shipping.international'] = 'form.errors.price'
  if (d.shipping.freeOver.trim() && parseAmount(d.shipping.freeOver) === undefined)
    e['shipping.freeOver'] = 'form.errors.price'
  return e
}

export const fromDraft = (d: SettingsDraft): StoreSettings => ({
  ...d,
  store: { ...d.store, name: d.store.name.trim(), email: d.store.email.trim(), phone: d.store.phone.trim() },
  shipping: {
    domestic: parseAmount(d.shipping.domestic) ?? 0,
    international: parseAmount(d.shipping.international) ?? 0,
    freeOver: d.shipping.freeOver.trim() ? (parseAmount(d.shipping.freeOver) ?? null) : null,
  },
})
