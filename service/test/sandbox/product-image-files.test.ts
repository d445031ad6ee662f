import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { sandboxOn } from './helpers.js'
import { newProduct, PNG, upload } from './ecommerce-helpers.js'
import { eventually, isStored, storedPath } from './stored-files-helpers.js'

// One service and database for the file; the subtests run in order.
const { app } = await buildTestApp(t)
const sb = sandboxOn(app)
const P = '/api/apps/ecommerce/products'
const keyOf = async (id: string) =>
  (
    await app.db
      .selectFrom('sandbox_product_images')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).storage_key
const gone = (key: string) => eventually(async () => !(await isStored(app, key)))

async function productWithImages(n: number, sku: number) {
  const ids: string[] = []
  for (let i = 0; i < n; i++) ids.push((await upload(app, PNG)).json().id)
  const keys = await Promise.all(ids.map(keyOf))
  const created = await sb.send('POST', P, newProduct({ productName: `Files ${sku}`, sku, imageIds: ids }))
  if (created.statusCode !== 201) throw new Error(created.body)
  return { id: created.json().id as number, ids, keys }
}

t.test('an image removed from a product, or replaced, loses its stored file; the kept ones stay', async (t) => {
  const p = await productWithImages(2, 9001)
  for (const key of p.keys) t.ok(await isStored(app, key))
  const fresh = (await upload(app, PNG)).json().id
  const saved = await sb.send(
    'PUT',
    `${P}/${p.id}`,
    newProduct({ productName: 'Files 9001', sku: 9001, imageIds: [p.ids[1], fresh] }),
  )
  t.equal(saved.statusCode, 200, saved.body)
  t.ok(await gone(p.keys[0]), 'the replaced image’s file is gone')
  t.ok(await isStored(app, p.keys[1]), 'the kept image stays')
  t.equal((await sb.get(`/api/apps/ecommerce/product-images/${p.ids[0]}/content`)).statusCode, 404)
  const none = await sb.send('PUT', `${P}/${p.id}`, newProduct({ productName: 'Files 9001', sku: 9001, imageIds: [] }))
  t.equal(none.statusCode, 200)
  t.ok(await gone(p.keys[1]))
  t.ok(await gone(await keyOf(fresh).catch(() => 'x/none')), 'every removed image goes')
})

t.test('deleting products (one, then several as the bulk delete does) deletes their files', async (t) => {
  const one = await productWithImages(2, 9002)
  t.equal((await sb.send('DELETE', `${P}/${one.id}`)).statusCode, 204)
  for (const key of one.keys) t.ok(await gone(key), `${key} is gone`)
  const n = await app.db.selectFrom('sandbox_product_images').select('id').where('id', 'in', one.ids).execute()
  t.equal(n.length, 0, 'their rows too')
  const many = [await productWithImages(1, 9003), await productWithImages(1, 9004)]
  const answers = await Promise.all(many.map((p) => sb.send('DELETE', `${P}/${p.id}`)))
  t.same(
    answers.map((a) => a.statusCode),
    [204, 204],
  )
  for (const p of many) t.ok(await gone(p.keys[0]))
  t.equal((await sb.send('DELETE', `${P}/${one.id}`)).statusCode, 404)
})

t.test('another organization’s delete touches neither the product nor its file', async (t) => {
  const p = await productWithImages(1, 9005)
  t.equal((await sb.send('DELETE', `${P}/${p.id}`, undefined, 'northwind')).statusCode, 404, 'not in Northwind’s copy')
  t.ok(await isStored(app, p.keys[0]), 'Acme’s file stays')
  t.equal((await sb.get(`/api/apps/ecommerce/product-images/${p.ids[0]}/content`)).statusCode, 200)
})

t.test('a file that cannot be removed is logged, and the delete still succeeds', async (t) => {
  const p = await productWithImages(1, 9006)
  // A non-empty folder where the file was: the store's remove fails on it.
  const file = storedPath(app, p.keys[0])
  await rm(file)
  await mkdir(file)
  await writeFile(path.join(file, 'stuck'), 'x')
  const res = await sb.send('DELETE', `${P}/${p.id}`)
  t.equal(res.statusCode, 204, res.body)
  t.equal((await sb.get(`${P}/${p.id}`)).statusCode, 404, 'the product is deleted')
  await rm(file, { recursive: true })
})
