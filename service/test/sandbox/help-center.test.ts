import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'

// The front pages' help center: public and read-only, the same documents as the signed-in sandbox calls.
t.test('the help center answers signed out with the signed-in data plus slugs', async (t) => {
  const { app } = await buildTestApp(t)
  const sb = sandboxOn(app)
  const res = await app.inject({ method: 'GET', url: '/api/public/help-center' })
  t.equal(res.statusCode, 200)
  const listing = res.json()
  t.ok(listing.allArticles.length > 0 && listing.popularArticles.length > 0)
  for (const category of listing.allArticles) {
    t.match(category.slug, /^[a-z0-9-]+$/)
    for (const article of category.articles) t.match(article.slug, /^[a-z0-9-]+$/)
  }
  const withoutSlugs = {
    ...listing,
    allArticles: listing.allArticles.map(({ slug: _s, articles, ...c }: any) => ({
      ...c,
      articles: articles.map(({ slug: _a, ...a }: any) => a),
    })),
  }
  t.same(withoutSlugs, (await sb.get('/api/pages/help-center', 'demo')).json(), 'same document as the signed-in call')
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/pages/help-center' })).statusCode,
    401,
    'the sandbox call still needs sign-in',
  )
})

t.test('every listed article opens by slug; unknown ones answer 404 JSON', async (t) => {
  const { app } = await buildTestApp(t)
  const sb = sandboxOn(app)
  const listing = (await app.inject({ method: 'GET', url: '/api/public/help-center' })).json()
  const signedIn = (await sb.get('/api/pages/help-center/article', 'demo')).json()

  const category = listing.allArticles[1]
  const first = category.articles[0]
  const res = await app.inject({ method: 'GET', url: `/api/public/help-center/articles/${first.slug}` })
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.equal(body.title, first.title)
  t.equal(body.section, 'category')
  t.same(body.category, { slug: category.slug, title: category.title, icon: category.icon })
  t.same(
    body.related.map((a: any) => a.slug),
    category.articles.slice(1).map((a: any) => a.slug),
    'the rest of the category',
  )
  t.equal(body.article.title, first.title, 'the article’s own body')

  const popular = listing.popularArticles[0]
  const card = (await app.inject({ method: 'GET', url: `/api/public/help-center/articles/${popular.slug}` })).json()
  const firstAnalysis = listing.popularArticles[1]
  const spec = (
    await app.inject({ method: 'GET', url: `/api/public/help-center/articles/${firstAnalysis.slug}` })
  ).json()
  t.same(spec.article, signedIn, 'the signed-in single-article call answers the first-analysis article')
  t.equal(card.section, 'popular')
  t.equal(card.category, null)
  t.equal(card.related.length, listing.popularArticles.length - 1)

  const missing = await app.inject({ method: 'GET', url: '/api/public/help-center/articles/no-such-article' })
  t.equal(missing.statusCode, 404)
  t.match(missing.headers['content-type'], /application\/json/)
  t.equal(missing.json().statusCode, 404)
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/public/help-center/articles/Not%20A%20Slug' })).statusCode,
    400,
    'slugs are lower-case words and hyphens',
  )
})
