import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { api } from '../helpers/product.js'

/**
 * Malformed multipart bodies: no boundary at all, stray bytes (the fuzz's `#;\`), and a file part the body ends
 * inside. The last one used to leave the recording-bot, support and mail uploads waiting forever: the part's
 * stream had failed while the route awaited the database, and `pipe` forwards no failure.
 */
const MALFORMED = [
  '{"file":"x"}',
  '#;\\',
  '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc',
]

// Every upload route answers each with 400 JSON, never 500 or no answer; in the test processes too, whose bundled
// code names no busboy file in an error's stack (errors.ts knows the parser's errors by message as well).
t.test("malformed multipart bodies are the client's fault on every upload route", async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const session = await login(app, 'admin')
  const { token } = session
  const support = await api(app, session).post('/api/support-requests', {
    subject: 'Export fails',
    category: 'bug',
    description: 'x',
  })
  t.equal(support.statusCode, 201)
  const routes = [
    '/api/llm/runs/upload',
    '/api/rbot/files',
    `/api/support-requests/${support.json().id}/attachments`,
    '/api/apps/ecommerce/product-images',
    '/api/apps/email/attachments',
  ]
  for (const url of routes) {
    for (const payload of MALFORMED) {
      const what = `${url} ${JSON.stringify(payload.slice(0, 12))}`
      const res = await Promise.race([
        app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=fuzz' },
          payload,
        }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000).unref()),
      ])
      if (!res) {
        t.fail(`${what}: no answer within 10 s`)
        continue
      }
      t.equal(res.statusCode, 400, `${what}: ${res.body.slice(0, 160)}`)
      t.equal(res.json().statusCode, 400)
    }
  }
})
