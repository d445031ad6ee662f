import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import categories from './categories.js'
import customerNotifications from './customer-notifications.js'
import customers from './customers.js'
import orderDetails from './order-details.js'
import orders from './orders.js'
import productImages from './product-images.js'
import productWrites from './product-writes.js'
import products from './products.js'
import referrals from './referrals.js'
import reviews from './reviews.js'
import settings from './settings.js'

/** The e-commerce sandbox: products, orders, customers, reviews, referrals, and what the screens write beyond the spec. */
const ecommerce: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(products, { prefix: '/products' })
  await app.register(productWrites, { prefix: '/products' })
  await app.register(productImages, { prefix: '/product-images' })
  await app.register(categories, { prefix: '/categories' })
  await app.register(orders, { prefix: '/orders' })
  await app.register(orderDetails, { prefix: '/orders' })
  await app.register(customers, { prefix: '/customers' })
  await app.register(customerNotifications, { prefix: '/customers' })
  await app.register(reviews, { prefix: '/reviews' })
  await app.register(referrals, { prefix: '/referrals' })
  await app.register(settings, { prefix: '/settings' })
}

export default ecommerce
