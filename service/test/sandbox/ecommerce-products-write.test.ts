import t from 'tap'
import { sandboxApp } from './helpers.js'
import { newProduct, PNG, upload } from './ecommerce-helpers.js'

t.test('add a product with an image: listed first, its details and image read back', async (t) => {
  const sb = await sandboxApp(t)
  const up = await upload(sb.app, PNG)
  t.equal(up.statusCode, 201, up.body)
  const image = up.json()
  t.match(image, { mime: 'image/png', size: PNG.length, name: 'shoe.png' })
  const created = await sb.send('POST', '/api/apps/ecommerce/products', newProduct({ imageIds: [image.id] }))
  t.equal(created.statusCode, 201, created.body)
  const p = created.json()
  t.equal(p.id, 51, 'the next id after the 50 seeded')
  t.equal(p.price, '$129.50')
  t.equal(p.image, image.url)
  t.same(p.variants, [
    { option: 'Size', value: '42' },
    { option: 'Color', value: 'Red' },
  ])
  const list = (await sb.get('/api/apps/ecommerce/products?q=trail%20runner')).json()
  t.equal(list.total, 1)
  t.equal(list.products[0].image, image.url, 'the list (spec shape) shows the thumbnail path')
  const bytes = await sb.get(image.url)
  t.equal(bytes.statusCode, 200)
  t.equal(bytes.headers['content-type'], 'image/png')
  t.same(Buffer.from(bytes.body, 'binary').length > 0, true)
  const read = (await sb.get('/api/apps/ecommerce/products/51')).json()
  t.equal(read.description, '<p>Light <strong>and</strong> quick.</p>')
  t.same(
    read.images.map((i: { id: string }) => i.id),
    [image.id],
  )

  const again = await sb.send(
    'POST',
    '/api/apps/ecommerce/products',
    newProduct({ productName: 'Other', sku: 1, imageIds: [image.id] }),
  )
  t.equal(again.statusCode, 400)
  t.ok(again.json().errors.imageIds, 'another product’s image is a field error')
})

t.test('product validation: field errors, never a 500', async (t) => {
  const sb = await sandboxApp(t)
  const bad = await sb.send('POST', '/api/apps/ecommerce/products', newProduct({ category: 'Boats', comparePrice: 10 }))
  t.equal(bad.statusCode, 400)
  t.ok(bad.json().errors.category)
  t.ok(bad.json().errors.comparePrice)
  const sku = (await sb.get('/api/apps/ecommerce/products?itemsPerPage=1')).json().products[0].sku
  const dup = await sb.send('POST', '/api/apps/ecommerce/products', newProduct({ sku }))
  t.same(Object.keys(dup.json().errors), ['sku'])
  const schema = await sb.send('POST', '/api/apps/ecommerce/products', newProduct({ price: -1, productName: '' }))
  t.equal(schema.statusCode, 400)
  t.equal(schema.json().code !== undefined, true)
  const twice = await sb.send(
    'POST',
    '/api/apps/ecommerce/products',
    newProduct({
      variants: [
        { option: 'Size', value: 'M' },
        { option: 'Size', value: 'm' },
      ],
    }),
  )
  t.ok(twice.json().errors.variants)
  t.equal(
    (await sb.send('POST', '/api/apps/ecommerce/products', newProduct(), 'client')).statusCode,
    403,
    'reading is not writing',
  )
})

t.test('edit a product; 404 for an unknown one', async (t) => {
  const sb = await sandboxApp(t)
  const res = await sb.send('PUT', '/api/apps/ecommerce/products/3', newProduct({ productName: 'Renamed', sku: 777 }))
  t.equal(res.statusCode, 200, res.body)
  t.equal((await sb.get('/api/apps/ecommerce/products/3')).json().productName, 'Renamed')
  t.equal((await sb.send('PUT', '/api/apps/ecommerce/products/999', newProduct())).statusCode, 404)
  t.equal((await sb.get('/api/apps/ecommerce/products/999')).statusCode, 404)
})

t.test('image upload refuses what is not a picture', async (t) => {
  const sb = await sandboxApp(t)
  const res = await upload(sb.app, Buffer.from('just some text, not an image at all'), 'admin', 'notes.png')
  t.equal(res.statusCode, 415)
  t.equal(res.json().statusCode, 415)
  const json = await sb.send('POST', '/api/apps/ecommerce/product-images', { file: 'x' })
  t.equal(json.statusCode, 415, 'not multipart')
  t.equal(
    (await sb.get('/api/apps/ecommerce/product-images/00000000-0000-4000-8000-000000000000/content')).statusCode,
    404,
  )
  t.equal((await upload(sb.app, PNG, 'client')).statusCode, 403)
})
