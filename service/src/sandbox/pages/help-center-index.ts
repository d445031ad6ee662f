import type { HelpCenter } from './schemas.js'

/** Lower-case ASCII words joined by hyphens: the address of an article or category on the front pages. */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120) || 'article'

export type ArticleSection = 'category' | 'popular' | 'keepLearning'

export interface ArticleLink {
  slug: string
  title: string
}

export interface IndexedArticle extends ArticleLink {
  section: ArticleSection
  /** The knowledge-base category it is listed under; null for the popular and keep-learning cards. */
  category: { slug: string; title: string; icon: string } | null
  /** The other articles of the same category or list. */
  related: ArticleLink[]
}

/**
 * The help-center document gives categories and their articles only titles, and the cards a slug. The front pages
 * address every article by slug, so slugs are derived here (never stored): an already-seeded document needs no
 * migration. The first article with a slug wins when two titles slug alike.
 */
export function indexHelpCenter(doc: HelpCenter) {
  const categories = doc.allArticles.map((category) => ({
    ...category,
    slug: slugOf(category.title),
    articles: category.articles.map((article) => ({ ...article, slug: slugOf(article.title) })),
  }))
  const bySlug = new Map<string, IndexedArticle>()
  const add = (links: ArticleLink[], section: ArticleSection, category: IndexedArticle['category']) => {
    for (const link of links) {
      if (bySlug.has(link.slug)) continue
      const related = links.filter((other) => other.slug !== link.slug).map(({ slug, title }) => ({ slug, title }))
      bySlug.set(link.slug, { slug: link.slug, title: link.title, section, category, related })
    }
  }
  for (const c of categories) add(c.articles, 'category', { slug: c.slug, title: c.title, icon: c.icon })
  add(doc.popularArticles, 'popular', null)
  add(doc.keepLearning, 'keepLearning', null)
  return { listing: { ...doc, allArticles: categories }, find: (slug: string) => bySlug.get(slug) }
}
