import t from 'tap'
import { generateContract } from '../../../scripts/openapi-contract.js'

// What a second consumer's generator and linters read from the document (issue 27, items 6 to 8).
const METHODS = ['get', 'post', 'put', 'patch', 'delete']
const { document } = await generateContract()
const operations = Object.entries<Record<string, any>>(document.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ where: `${method.toUpperCase()} ${path}`, op: item[method] })),
)
const response = (r: any) => (r.$ref ? document.components.responses[r.$ref.replace('#/components/responses/', '')] : r)

t.test('a query parameter with a default is optional', async (t) => {
  const wrong = operations.flatMap(({ where, op }) =>
    (op.parameters ?? [])
      .filter((p: any) => p.in === 'query' && p.required && p.schema?.default !== undefined)
      .map((p: any) => `${where} ?${p.name}`),
  )
  t.same(wrong, [])
  const meetings = document.paths['/api/meetings'].get.parameters
  t.equal(meetings.find((p: any) => p.name === 'page').required, false, 'page on listMeetings')
})

t.test('every operation and every response is described; every tag is declared', async (t) => {
  const declared = new Map<string, string>(document.tags.map((tag: any) => [tag.name, tag.description]))
  for (const { where, op } of operations) {
    t.ok(op.description?.trim(), `${where} has a description`)
    for (const tag of op.tags) t.ok(declared.get(tag), `${where}: tag ${tag} is declared with a description`)
    for (const [status, r] of Object.entries(op.responses))
      t.not(response(r).description, 'Default Response', `${where} ${status} has a real description`)
  }
})

t.test('answers of a shared shape reference its component', async (t) => {
  const meetings = document.paths['/api/meetings'].get.responses['200'].content['application/json'].schema
  t.same(meetings, { $ref: '#/components/schemas/MeetingPage' })
  const text = JSON.stringify(document.paths)
  // The template kinds' document schemas are published for clients, not named by any operation (.spectral.yaml).
  const unused = Object.keys(document.components.schemas).filter(
    (name) => !name.endsWith('Document') && !JSON.stringify(document).includes(`"#/components/schemas/${name}"`),
  )
  t.same(unused, [], 'every other component is referenced')
  t.match(text, /#\/components\/responses\/NotFound/, 'the shared error answers are components too')
})

t.test('errors of CSV, PDF and event-stream routes are declared as the JSON they are', async (t) => {
  let seen = 0
  for (const { where, op } of operations) {
    const success = Object.entries<any>(op.responses).filter(([s]) => s.startsWith('2'))
    if (!success.some(([, r]) => Object.keys(response(r).content ?? {}).some((c) => !c.includes('json')))) continue
    seen++
    for (const [status, r] of Object.entries<any>(op.responses)) {
      if (status.startsWith('2')) continue
      t.same(Object.keys(response(r).content), ['application/json'], `${where} ${status} is JSON`)
    }
  }
  t.ok(seen >= 3, 'the CSV export, the invoice PDF and the run events are among them')
  t.ok(document.paths['/api/costs/export'].get.responses['200'].content['text/csv'], 'the CSV itself stays text/csv')
})
