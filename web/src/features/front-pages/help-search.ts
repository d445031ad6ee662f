import type { HelpCenterListing } from './public-api'

export interface HelpHit {
  slug: string
  title: string
  /** The knowledge-base category it is listed under; null for the popular and keep-learning cards. */
  category: string | null
}

/** Every article the help center lists, once each (the first listing of a slug wins, as on the service). */
export function listArticles(listing: HelpCenterListing): HelpHit[] {
  const seen = new Set<string>()
  const hits: HelpHit[] = []
  const add = (slug: string, title: string, category: string | null) => {
    if (seen.has(slug)) return
    seen.add(slug)
    hits.push({ slug, title, category })
  }
  for (const c of listing.allArticles) for (const a of c.articles) add(a.slug, a.title, c.title)
  for (const a of listing.popularArticles) add(a.slug, a.title, null)
  for (const a of listing.keepLearning) add(a.slug, a.title, null)
  return hits
}

/**
 * Client-side search over the titles (the help center is one small document): every word of the query must occur
 * in the article title or its category's name, case-insensitively. An empty query finds nothing.
 */
export function searchArticles(listing: HelpCenterListing, query: string): HelpHit[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return []
  return listArticles(listing).filter((hit) => {
    const text = `${hit.title} ${hit.category ?? ''}`.toLocaleLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/**
 * The article body is stored HTML. It is shown as plain paragraphs: text only, so no markup from the database ever
 * reaches the page.
 */
export function htmlParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const blocks = Array.from(doc.body.querySelectorAll('p, li, h1, h2, h3, h4, blockquote'))
  const texts = blocks.length ? blocks.map((b) => b.textContent ?? '') : [doc.body.textContent ?? '']
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean)
}
