import type { FastifyInstance } from 'fastify'
import { bearer, login, type DemoRole } from '../helpers/app.js'

/** A 1×1 PNG: the smallest real picture. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** A multipart/form-data body with one file, by hand. */
export function imageUpload(data: Buffer, name = 'shoe.png', type = 'image/png') {
  const boundary = `----ecom${Math.random().toString(16).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export async function upload(app: FastifyInstance, data: Buffer, role: DemoRole = 'admin', name?: string) {
  const { token } = await login(app, role)
  const body = imageUpload(data, name)
  return app.inject({
    method: 'POST',
    url: '/api/apps/ecommerce/product-images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  })
}

export const newProduct = (over: Record<string, unknown> = {}) => ({
  productName: 'Trail Runner 2',
  productBrand: 'Northwind',
  sku: 424242,
  barcode: '0123456789012',
  description: '<p>Light <strong>and</strong> quick.</p>',
  price: 129.5,
  comparePrice: 149,
  chargeTax: true,
  qty: 12,
  stock: true,
  category: 'Shoes',
  status: 'Published',
  variants: [
    { option: 'Size', value: '42' },
    { option: 'Color', value: 'Red' },
  ],
  imageIds: [] as string[],
  ...over,
})
