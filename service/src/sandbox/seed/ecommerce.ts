import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { avatar, day, randomFor, REFERENCE_DATE } from './random.js'
import { english, REVIEW_HEADS, REVIEW_PARAS } from './english-text.js'

const CATEGORIES = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games']
const PRODUCT_STATUSES = ['Inactive', 'Published', 'Scheduled']
const ORDER_STATUSES = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched']
const COUNTRIES = [
  { country: 'Australia', code: 'AU' },
  { country: 'United States', code: 'US' },
  { country: 'France', code: 'FR' },
  { country: 'China', code: 'CN' },
  { country: 'Brazil', code: 'BR' },
  { country: 'India', code: 'IN' },
]
const CUSTOMER_CONTACT = '+1 (555) 010-0199'

const since = (faker: ReturnType<typeof randomFor>, days: number) =>
  faker.date.between({ from: new Date(REFERENCE_DATE.getTime() - days * 86_400_000), to: REFERENCE_DATE })

/** 50 products, 100 reviews, 45 referrals, 100 orders, 100 customers. */
export async function seedEcommerce(trx: Transaction<Database>) {
  const faker = randomFor(7104)
  const products = Array.from({ length: 50 }, (_, i) => ({
    id: i + 1,
    product_name: faker.commerce.productName(),
    category: CATEGORIES[i % CATEGORIES.length],
    stock: faker.datatype.boolean({ probability: 0.7 }),
    sku: faker.number.int({ min: 10000, max: 99999 }),
    price: faker.number.int({ min: 5, max: 1500 }),
    currency: '$',
    qty: faker.number.int({ min: 0, max: 900 }),
    status: PRODUCT_STATUSES[faker.number.int({ min: 0, max: 2 })],
    image: `/images/apps/ecommerce/product-${(i % 12) + 1}.png`,
    product_brand: faker.company.name(),
  }))
  await trx.insertInto('sandbox_products').values(products).execute()

  const reviews = Array.from({ length: 100 }, (_, i) => {
    const product = products[i % products.length]
    const first = faker.person.firstName()
    const last = faker.person.lastName()
    return {
      id: i + 1,
      product: product.product_name,
      company_name: product.product_brand,
      product_image: product.image,
      reviewer: `${first} ${last}`,
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      avatar: avatar(faker),
      date: day(since(faker, 365)),
      status: faker.helpers.arrayElement(['Published', 'Pending']),
      review: faker.number.int({ min: 1, max: 5 }),
      head: english(faker.lorem.words({ min: 2, max: 5 }), REVIEW_HEADS),
      para: english(faker.lorem.sentences({ min: 1, max: 3 }), REVIEW_PARAS),
    }
  })
  await trx.insertInto('sandbox_reviews').values(reviews).execute()

  const referrals = Array.from({ length: 45 }, (_, i) => {
    const first = faker.person.firstName()
    const last = faker.person.lastName()
    const value = faker.number.int({ min: 100, max: 9000 })
    return {
      id: i + 1,
      user_name: `${first} ${last}`,
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      avatar: avatar(faker),
      referred_id: faker.number.int({ min: 1000, max: 9999 }),
      status: faker.helpers.arrayElement(['Unpaid', 'Paid', 'Rejected']),
      value,
      earning: Math.round(value * faker.number.float({ min: 0.05, max: 0.2 })),
      currency: '$',
    }
  })
  await trx.insertInto('sandbox_referrals').values(referrals).execute()

  const customers = Array.from({ length: 100 }, (_, i) => {
    const first = faker.person.firstName()
    const last = faker.person.lastName()
    const { country, code } = COUNTRIES[i % COUNTRIES.length]
    return {
      id: i + 1,
      customer: `${first} ${last}`,
      customer_id: 100000 + faker.number.int({ min: 0, max: 899 }) * 1000 + i,
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      country,
      country_flag: `/images/flags/${code.toLowerCase()}.png`,
      country_code: code.toLowerCase(),
      orders: faker.number.int({ min: 1, max: 900 }),
      total_spent: faker.number.float({ min: 10, max: 9000, fractionDigits: 2 }),
      avatar: avatar(faker),
      status: 'Active',
      contact: CUSTOMER_CONTACT,
    }
  })
  await trx.insertInto('sandbox_customers').values(customers).execute()

  const orders = Array.from({ length: 100 }, (_, i) => {
    const buyer = customers[faker.number.int({ min: 0, max: customers.length - 1 })]
    const at = since(faker, 180)
    return {
      id: i + 1,
      order_number: 5400 + i * 7 + faker.number.int({ min: 0, max: 6 }),
      customer: buyer.customer,
      email: buyer.email,
      avatar: buyer.avatar,
      payment: faker.number.int({ min: 1, max: 4 }),
      status: ORDER_STATUSES[faker.number.int({ min: 0, max: 3 })],
      spent: faker.number.float({ min: 5, max: 1000, fractionDigits: 2 }),
      method: faker.helpers.arrayElement(['paypalLogo', 'mastercard']),
      date: day(at),
      time: at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
      method_number: faker.number.int({ min: 1000, max: 9999 }),
    }
  })
  await trx.insertInto('sandbox_orders').values(orders).execute()
}
