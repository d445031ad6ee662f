import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import customers from './customers.js'
import orders from './orders.js'
import products from './products.js'
import referrals from './referrals.js'
import reviews from './reviews.js'

/** The e-commerce sandbox: products, orders, customers, reviews, referrals. */
const ecommerce: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(products, { prefix: '/products' })
  await app.register(orders, { prefix: '/orders' })
  await app.register(customers, { prefix: '/customers' })
  await app.register(reviews, { prefix: '/reviews' })
  await app.register(referrals, { prefix: '/referrals' })
}

export default ecommerce
