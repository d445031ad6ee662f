import fs from 'node:fs'
import t from 'tap'
import { generateContract, OPENAPI_DTS, OPENAPI_JSON, ROLE_RULES_JSON } from '../../../scripts/openapi-contract.js'

t.test('the committed OpenAPI files are what the code emits', async (t) => {
  const { json, dts, rules } = await generateContract()
  t.ok(rules === fs.readFileSync(ROLE_RULES_JSON, 'utf8'), 'openapi/role-rules.json is current (run `npm run openapi`)')
  t.ok(json === fs.readFileSync(OPENAPI_JSON, 'utf8'), 'openapi/openapi.json is current (run `npm run openapi`)')
  t.ok(dts === fs.readFileSync(OPENAPI_DTS, 'utf8'), 'openapi/schema.d.ts is current (run `npm run openapi`)')
})

t.test('every operation has operationId, tags, summary and response schemas', async (t) => {
  const { document } = await generateContract()
  t.equal(document.openapi, '3.1.0')
  const ids = new Set<string>()
  for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      const where = `${method.toUpperCase()} ${path}`
      t.ok(op.operationId, `${where} has an operationId`)
      t.notOk(ids.has(op.operationId), `${where}: operationId ${op.operationId} is unique`)
      ids.add(op.operationId)
      t.ok(op.tags?.length, `${where} has tags`)
      t.ok(op.summary, `${where} has a summary`)
      const statuses = Object.keys(op.responses ?? {})
      t.ok(
        statuses.some((s) => s.startsWith('2')),
        `${where} declares its success response`,
      )
      t.ok(
        statuses.some((s) => /^[45]/.test(s)),
        `${where} declares its error responses`,
      )
      t.ok(statuses.includes('503'), `${where} declares 503`)
      const secured = op.security === undefined || op.security.length > 0
      if (secured) t.ok(statuses.includes('401'), `${where} declares 401`)
    }
  }
  t.ok(document.components.schemas.Error, 'one shared Error schema')
})
