import { sql } from 'kysely'
import t from 'tap'
import { up } from '../../migrations/0220-help-articles-reseed.js'
import { createDb } from '../../src/db/create-db.js'
import { ensureSandboxSeed } from '../../src/sandbox/seed/index.js'
import { buildTestApp } from '../helpers/app.js'

const LATIN = /\b(lorem|ipsum|dolor)\b/i
const STOP = new Set(['about', 'after', 'their', 'there', 'which', 'with', 'what', 'from', 'your', 'when', 'each'])
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;/g, ' ')
/** The words a title is about: five letters or more, not a stop word, compared by their first five letters. */
const stems = (text: string) =>
  (text.toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5))

t.test('every help-center article has its own body about its title', async (t) => {
  const { app } = await buildTestApp(t)
  const listing = (await app.inject({ method: 'GET', url: '/api/public/help-center' })).json()
  const listed = [
    ...listing.allArticles.flatMap((c: any) => c.articles),
    ...listing.popularArticles,
    ...listing.keepLearning,
  ] as { slug: string; title: string }[]
  t.ok(listed.length >= 30, `${listed.length} articles listed`)
  const bodies = new Map<string, string>()
  for (const { slug, title } of listed) {
    const res = await app.inject({ method: 'GET', url: `/api/public/help-center/articles/${slug}` })
    t.equal(res.statusCode, 200, slug)
    const { article } = res.json()
    t.equal(article.title, title, `${slug}: the body is the article's own`)
    const body = textOf(`${article.productContent} ${article.checkoutContent}`)
    t.ok(body.length > 200, `${slug}: a real body (${body.length} characters)`)
    t.notMatch(body, LATIN, `${slug}: no Latin filler`)
    const bodyStems = new Set(stems(body))
    const subject = stems(title)
    const mentioned = subject.filter((s) => bodyStems.has(s))
    t.ok(
      mentioned.length >= Math.ceil(subject.length / 2),
      `${slug}: the body mentions its subject (${mentioned.join(', ')} of ${subject.join(', ')})`,
    )
    bodies.set(slug, body)
  }
  t.equal(new Set(bodies.values()).size, bodies.size, 'no two articles share a body')
})

t.test('no Latin filler anywhere in the seeded sandbox', async (t) => {
  const { app } = await buildTestApp(t)
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_name LIKE 'sandbox\\_%' ORDER BY 1`.execute(app.db)
  t.ok(tables.rows.length > 10, `${tables.rows.length} sandbox tables`)
  for (const { name } of tables.rows) {
    const hits = await sql<{ row: string }>`
      SELECT t::text AS row FROM ${sql.table(name)} t WHERE t::text ~* '\\m(lorem|ipsum|dolor)\\M' LIMIT 3`.execute(
      app.db,
    )
    t.same(
      hits.rows.map((r) => r.row.slice(0, 160)),
      [],
      `${name}: no lorem, ipsum or dolor`,
    )
  }
})

// An install seeded before the articles had bodies: migration 0220 makes the next start rebuild the seed copy.
t.test('migration 0220 brings the article bodies to an already-seeded database', async (t) => {
  const { db, dbUrl } = await buildTestApp(t)
  await db.deleteFrom('sandbox_documents').where('key', 'like', 'pages/help-center-article/%').execute()
  await up(db as never)
  const restarted = createDb(dbUrl, { max: 2 })
  t.teardown(() => restarted.destroy())
  await ensureSandboxSeed(restarted)
  const { n } = await restarted
    .selectFrom('sandbox_documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', 'like', 'pages/help-center-article/%')
    .executeTakeFirstOrThrow()
  t.ok(Number(n) >= 30, `${n} article bodies after the rebuild`)
})
