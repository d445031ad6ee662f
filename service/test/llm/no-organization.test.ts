import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, sessions } from '../helpers/product.js'

// The superadmin belongs to no organization: what it has none of is an empty answer, not a 404 in the console.
t.test('an account of no organization reads empty prompts and the environment’s model settings', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false })
  const superadmin = api(app, (await sessions(app, ['superadmin'])).superadmin)
  const prompts = await superadmin.get('/api/llm/prompts')
  t.equal(prompts.statusCode, 200, prompts.body)
  t.same(prompts.json(), { prompts: [] })
  const settings = await superadmin.get('/api/llm/settings')
  t.equal(settings.statusCode, 200, settings.body)
  t.match(settings.json(), { baseUrl: null, model: null, apiKeySet: false, effective: { configured: false } })
  t.notMatch(settings.json().effective.message, /LLM_/)
})
