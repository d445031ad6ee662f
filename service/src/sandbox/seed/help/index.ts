import { slugOf } from '../../pages/index.js'
import { BILLING_AND_ACCOUNTS } from './billing-accounts.js'
import { KEEP_LEARNING, POPULAR } from './cards.js'
import { INTERVIEWS_AND_PRIVACY } from './interviews-privacy.js'
import { MEETINGS_AND_REPORTS } from './meetings-reports.js'
import type { HelpArticleText, HelpCategory } from './types.js'

export { KEEP_LEARNING, POPULAR }
export type { HelpArticleText, HelpCard, HelpCategory } from './types.js'

/**
 * The help center speaks about Debrief itself: the categories are the questions people ask in their first weeks
 * (meetings, reports, self-interviews, privacy, costs, accounts), each article a real how-to with its own body.
 */
export const HELP_CATEGORIES: HelpCategory[] = [
  ...MEETINGS_AND_REPORTS,
  ...INTERVIEWS_AND_PRIVACY,
  ...BILLING_AND_ACCOUNTS,
]

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const paragraphs = (texts: string[]) => texts.map((t) => `<p>${escapeHtml(t)}</p>`).join('')

/**
 * An article in the spec's article shape: the first paragraph is the `productContent`, the rest the
 * `checkoutContent`, and `articleList` names the other articles of the same list.
 */
export function articleDocument(article: HelpArticleText, siblings: HelpArticleText[], lastUpdated: string) {
  const [first, ...rest] = article.body
  return {
    title: article.title,
    lastUpdated,
    productContent: paragraphs([first]),
    checkoutContent: paragraphs(rest),
    articleList: siblings.filter((s) => s.title !== article.title).map((s) => s.title),
    checkoutImg: '/images/illustrations/checkout.png',
    productImg: '/images/illustrations/product.png',
  }
}

/** Every article with its slug and its list (a category's articles, or a card row), in the help center's order. */
export function allHelpArticles(): { slug: string; article: HelpArticleText; siblings: HelpArticleText[] }[] {
  const lists = [...HELP_CATEGORIES.map((c) => c.articles), POPULAR, KEEP_LEARNING]
  return lists.flatMap((list) => list.map((article) => ({ slug: slugOf(article.title), article, siblings: list })))
}
