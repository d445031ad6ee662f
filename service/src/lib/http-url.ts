/**
 * A URL the service may store or put in an `href`: absolute http(s) only (never `javascript:`, `data:`, `file:` or
 * a scheme-relative trick), and, when `sameHostAs` is given, on that URL's host. Answers the normalized URL or null.
 */
export function httpUrlOrNull(value: string, sameHostAs?: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  if (sameHostAs !== undefined && url.host !== new URL(sameHostAs).host) return null
  return url.toString()
}
