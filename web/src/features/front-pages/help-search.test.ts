// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { htmlParagraphs, listArticles, searchArticles } from './help-search'
import type { HelpCenterListing } from './public-api'

const card = (slug: string, title: string) => ({ slug, title, img: '', subtitle: '' })
const listing: HelpCenterListing = {
  allArticles: [
    {
      slug: 'buying',
      title: 'Buying',
      icon: 'ri-shopping-cart-line',
      articles: [
        { slug: 'pay-by-invoice', title: 'Pay by invoice' },
        { slug: 'refunds', title: 'Refunds' },
      ],
    },
    {
      slug: 'your-account',
      title: 'Your Account',
      icon: 'ri-user-line',
      articles: [
        { slug: 'change-email', title: 'Change your e-mail' },
        { slug: 'refunds', title: 'Refunds' },
      ],
    },
  ],
  popularArticles: [card('getting-started', 'Getting Started')],
  keepLearning: [card('community', 'Community')],
}

describe('help-center search', () => {
  it('lists each article once, category first', () => {
    expect(listArticles(listing).map((h) => h.slug)).toEqual([
      'pay-by-invoice',
      'refunds',
      'change-email',
      'getting-started',
      'community',
    ])
    expect(listArticles(listing)[1].category).toBe('Buying')
  })
  it('matches every word in the title or category, ignoring case', () => {
    expect(searchArticles(listing, 'INVOICE').map((h) => h.slug)).toEqual(['pay-by-invoice'])
    expect(searchArticles(listing, 'account e-mail').map((h) => h.slug)).toEqual(['change-email'])
    expect(searchArticles(listing, 'getting')[0].category).toBeNull()
    expect(searchArticles(listing, 'nothing like this')).toEqual([])
    expect(searchArticles(listing, '   ')).toEqual([])
  })
})

describe('article body', () => {
  it('keeps the text of each block and drops markup', () => {
    expect(htmlParagraphs('<p>One <b>bold</b></p><p>  Two\n lines </p><script>alert(1)</script>')).toEqual([
      'One bold',
      'Two lines',
    ])
    expect(htmlParagraphs('plain text')).toEqual(['plain text'])
  })
})
