import t from 'tap'
import { bearer, buildTestApp, login } from '../helpers/app.js'

// Every upload route answers a malformed multipart body with 400 JSON, never 500.
t.test("malformed multipart bodies are the client's fault on every upload route", async (t) => {
  const { app } = await buildTestApp(t)
  const { token } = await login(app, 'admin')
  for (const url of ['/api/llm/runs/upload', '/api/rbot/files']) {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload: '{"file":"x"}',
    })
    t.equal(res.statusCode, 400, `${url}: ${res.body.slice(0, 160)}`)
    t.equal(res.json().statusCode, 400)
  }
})
