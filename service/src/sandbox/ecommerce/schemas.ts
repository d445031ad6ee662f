import { Type, type Static } from '@sinclair/typebox'
import { IsoDate, Money, QueryText, sandboxListQuery } from '../shared/list-query.js'

const opt = Type.Optional(QueryText)

export const ProductSchema = Type.Object(
  {
    id: Type.Integer(),
    productName: Type.String(),
    category: Type.String({ description: 'Electronics, Accessories, Shoes, Office, Home Decor, Games' }),
    stock: Type.Boolean(),
    sku: Type.Integer(),
    price: Money,
    qty: Type.Integer(),
    status: Type.String({ description: 'Inactive, Published, Scheduled' }),
    image: Type.String(),
    productBrand: Type.String(),
  },
  { additionalProperties: false },
)
export type Product = Static<typeof ProductSchema>
export const ProductQuery = sandboxListQuery({ stock: opt, category: opt, status: opt })
export type ProductQuery = Static<typeof ProductQuery>
export const ProductPage = Type.Object(
  { products: Type.Array(ProductSchema), total: Type.Integer() },
  { additionalProperties: false },
)

export const ReviewSchema = Type.Object(
  {
    id: Type.Integer(),
    product: Type.String(),
    companyName: Type.String(),
    productImage: Type.String(),
    reviewer: Type.String(),
    email: Type.String(),
    avatar: Type.String(),
    date: IsoDate,
    status: Type.String({ description: 'Published, Pending' }),
    review: Type.Integer({ minimum: 1, maximum: 5 }),
    head: Type.String(),
    para: Type.String(),
  },
  { additionalProperties: false },
)
export type Review = Static<typeof ReviewSchema>
export const ReviewQuery = sandboxListQuery({ status: opt })
export type ReviewQuery = Static<typeof ReviewQuery>
export const ReviewPage = Type.Object(
  { reviews: Type.Array(ReviewSchema), total: Type.Integer() },
  { additionalProperties: false },
)

export const ReferralSchema = Type.Object(
  {
    id: Type.Integer(),
    user: Type.String(),
    email: Type.String(),
    avatar: Type.String(),
    referredId: Type.Integer(),
    status: Type.String({ description: 'Unpaid, Paid, Rejected' }),
    value: Money,
    earning: Money,
  },
  { additionalProperties: false },
)
export type Referral = Static<typeof ReferralSchema>
export const ReferralQuery = sandboxListQuery({})
export type ReferralQuery = Static<typeof ReferralQuery>
export const ReferralPage = Type.Object(
  { referrals: Type.Array(ReferralSchema), total: Type.Integer() },
  { additionalProperties: false },
)

export const OrderSchema = Type.Object(
  {
    id: Type.Integer(),
    order: Type.Integer({ description: 'Order number' }),
    customer: Type.String(),
    email: Type.String(),
    avatar: Type.String(),
    payment: Type.Integer({ minimum: 1, maximum: 4 }),
    status: Type.String({ description: 'Delivered, Ready to Pickup, Out for Delivery, Dispatched' }),
    spent: Type.Number(),
    method: Type.String({ description: 'paypalLogo or mastercard' }),
    date: IsoDate,
    time: Type.String(),
    methodNumber: Type.Integer(),
  },
  { additionalProperties: false },
)
export type Order = Static<typeof OrderSchema>
export const OrderQuery = sandboxListQuery({})
export type OrderQuery = Static<typeof OrderQuery>
export const OrderPage = Type.Object(
  { orders: Type.Array(OrderSchema), total: Type.Integer() },
  { additionalProperties: false },
)

const customerFields = {
  id: Type.Integer(),
  customer: Type.String(),
  customerId: Type.Integer(),
  email: Type.String(),
  country: Type.String(),
  countryFlag: Type.String(),
  countryCode: Type.String(),
  order: Type.Integer({ description: 'Number of orders' }),
  totalSpent: Type.Number(),
  avatar: Type.String(),
}
export const CustomerSchema = Type.Object(customerFields, { additionalProperties: false })
export type Customer = Static<typeof CustomerSchema>
export const CustomerDetailSchema = Type.Object(
  { ...customerFields, status: Type.String(), contact: Type.String() },
  { additionalProperties: false },
)
export type CustomerDetail = Static<typeof CustomerDetailSchema>
export const CustomerQuery = sandboxListQuery({})
export type CustomerQuery = Static<typeof CustomerQuery>
export const CustomerPage = Type.Object(
  { customers: Type.Array(CustomerSchema), total: Type.Integer() },
  { additionalProperties: false },
)
