import t from 'tap'
import { compileEagerly } from '../../src/plugins/app/lazy-compilers.js'
import { buildTestApp } from '../helpers/app.js'

// Routes compile their validators and serializers on first use (plugins/app/lazy-compilers.ts). This file compiles
// every one of them at start, as Fastify does by default, so a schema that Ajv or fast-json-stringify refuses still
// fails a test instead of the first request to its route.
t.test('every route schema compiles', async (t) => {
  compileEagerly(true)
  t.teardown(() => compileEagerly(false))
  const { app } = await buildTestApp(t)
  const routes = app.printRoutes({ commonPrefix: false })
  t.match(routes, /\/api\/meetings/, 'the app was built with its routes')
})
