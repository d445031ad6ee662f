import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../../lib/schemas/common.js'
import { ProductSchema, OrderSchema } from './schemas.js'
import { sandboxListQuery } from '../shared/list-query.js'

export const PRODUCT_STATUSES = ['Published', 'Inactive', 'Scheduled'] as const
export const VARIANT_OPTIONS = ['Size', 'Color', 'Weight', 'Smell'] as const
const Amount = Type.Number({ minimum: 0, maximum: 1_000_000_000 })

export const VariantSchema = Type.Object(
  {
    option: StringEnum(VARIANT_OPTIONS),
    value: Type.String({ minLength: 1, maxLength: 60 }),
  },
  { additionalProperties: false },
)

export const ProductBody = Type.Object(
  {
    productName: Type.String({ minLength: 1, maxLength: 120 }),
    productBrand: Type.String({ minLength: 1, maxLength: 120 }),
    sku: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    barcode: Type.Optional(Type.String({ maxLength: 60 })),
    description: Type.String({ maxLength: 20000, description: 'Rich text as HTML (the editor’s document)' }),
    price: Amount,
    comparePrice: Type.Optional(Nullable(Amount)),
    chargeTax: Type.Boolean(),
    qty: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    stock: Type.Boolean({ description: 'Sold while in stock' }),
    category: Type.String({ minLength: 1, maxLength: 60, description: 'The title of a category of the category list' }),
    status: StringEnum(PRODUCT_STATUSES),
    variants: Type.Array(VariantSchema, { maxItems: 20 }),
    imageIds: Type.Array(Uuid, { maxItems: 8, description: 'Uploaded product images, the first is the thumbnail' }),
  },
  { additionalProperties: false },
)
export type ProductBody = Static<typeof ProductBody>

export const ProductImageSchema = Type.Object(
  {
    id: Uuid,
    url: Type.String({ description: 'The image’s content path (signed-in read)' }),
    name: Type.String(),
    mime: Type.String(),
    size: Type.Integer(),
  },
  { additionalProperties: false },
)
export type ProductImage = Static<typeof ProductImageSchema>

export const ProductDetailSchema = Type.Object(
  {
    ...ProductSchema.properties,
    barcode: Type.String(),
    description: Type.String(),
    comparePrice: Nullable(Type.Number()),
    chargeTax: Type.Boolean(),
    variants: Type.Array(VariantSchema),
    images: Type.Array(ProductImageSchema),
  },
  { additionalProperties: false },
)
export type ProductDetail = Static<typeof ProductDetailSchema>

export const ImageUploadBody = Type.Object({ file: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) })

export const CategorySchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    products: Type.Integer({ description: 'Products in the category' }),
    totalValue: Type.Number({ description: 'Sum of price × quantity of its products' }),
  },
  { additionalProperties: false },
)
export type Category = Static<typeof CategorySchema>
export const CategoryBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 60 }),
    description: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
)
export type CategoryBody = Static<typeof CategoryBody>
export const CategoryQuery = sandboxListQuery({})
export type CategoryQuery = Static<typeof CategoryQuery>
export const CategoryPage = Type.Object(
  { categories: Type.Array(CategorySchema), total: Type.Integer() },
  { additionalProperties: false },
)

const Text = (max: number) => Type.String({ maxLength: max })
export const StoreSettingsSchema = Type.Object(
  {
    store: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 80 }),
        phone: Text(40),
        email: Type.String({ maxLength: 120, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
        currency: StringEnum(['USD', 'EUR', 'GBP', 'RUB', 'AED'] as const),
        weightUnit: StringEnum(['kg', 'lb'] as const),
      },
      { additionalProperties: false },
    ),
    payments: Type.Object(
      {
        provider: StringEnum(['stripe', 'paypal', 'adyen'] as const),
        cashOnDelivery: Type.Boolean(),
        bankTransfer: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    checkout: Type.Object(
      {
        contact: StringEnum(['email', 'phone'] as const),
        companyName: StringEnum(['hidden', 'optional', 'required'] as const),
        addressLine2: StringEnum(['hidden', 'optional', 'required'] as const),
        shippingAsBilling: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    shipping: Type.Object(
      {
        domestic: Amount,
        international: Amount,
        freeOver: Nullable(Amount),
      },
      { additionalProperties: false },
    ),
    locations: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 80 }),
        address: Text(200),
        city: Text(80),
        country: Text(80),
        fulfilOnline: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    notifications: Type.Object(
      {
        orderConfirmation: Type.Boolean(),
        orderCancelled: Type.Boolean(),
        shippingUpdate: Type.Boolean(),
        delivered: Type.Boolean(),
        newReview: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type StoreSettings = Static<typeof StoreSettingsSchema>

const AddressSchema = Type.Object(
  { name: Type.String(), street: Type.String(), city: Type.String(), postcode: Type.String(), country: Type.String() },
  { additionalProperties: false },
)
export const OrderLineSchema = Type.Object(
  {
    productId: Type.Integer(),
    name: Type.String(),
    brand: Type.String(),
    image: Type.String(),
    price: Type.Number(),
    qty: Type.Integer(),
  },
  { additionalProperties: false },
)
export const OrderDetailsSchema = Type.Object(
  {
    order: OrderSchema,
    lines: Type.Array(OrderLineSchema),
    subtotal: Type.Number(),
    shipping: Type.Number(),
    tax: Type.Number(),
    total: Type.Number({ description: 'Equals the order’s spent' }),
    shippingAddress: AddressSchema,
    billingAddress: AddressSchema,
    customerOrders: Type.Integer({ description: 'Orders with the same email' }),
  },
  { additionalProperties: false },
)
export type OrderDetails = Static<typeof OrderDetailsSchema>

export const CustomerNotificationsSchema = Type.Object(
  {
    orderConfirmation: Type.Boolean(),
    orderCancelled: Type.Boolean(),
    shippingUpdate: Type.Boolean(),
    delivered: Type.Boolean(),
    promotions: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type CustomerNotifications = Static<typeof CustomerNotificationsSchema>
