import { maskText } from './masks.js'

/**
 * Every string of a value with the info-security detectors' values (e-mails, phones, cards, IBANs, secrets,
 * API keys, internal hosts) masked: reports of every kind, from any engine, are stored and shared this way.
 */
export function deepMask<T>(value: T): T {
  if (typeof value === 'string') return maskText(value).masked as T
  if (Array.isArray(value)) return value.map(deepMask) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepMask(v)])) as T
  return value
}
