import type { operations } from '@debrief/openapi/schema'
import { api } from '../../../lib/api-client'
import { uploadFetch } from './upload-fetch'
import { allMembers } from '../../../lib/all-members'

export const PRODUCT_STATUSES = allMembers<ProductStatus>()(['Published', 'Inactive', 'Scheduled'])
export const VARIANT_OPTIONS = allMembers<VariantOption>()(['Size', 'Color', 'Weight', 'Smell'])
export const ORDER_STATUSES = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const
export const REVIEW_STATUSES = ['Published', 'Pending'] as const
type ContractProduct = operations['createProduct']['requestBody']['content']['application/json']
export type ProductStatus = ContractProduct['status']
export type VariantOption = ContractProduct['variants'][number]['option']

/** The list parameters every sandbox list takes; the service reads them as strings. */
export interface ListQuery<K extends string = string> {
  q?: string
  page: number
  itemsPerPage: number
  sortBy?: K
  orderBy?: 'asc' | 'desc'
}
const asQuery = <Q extends ListQuery>(q: Q) => ({ ...q, page: String(q.page), itemsPerPage: String(q.itemsPerPage) })

export type ProductSortKey = 'product' | 'category' | 'status' | 'price' | 'qty' | 'sku'
export interface ProductQuery extends ListQuery<ProductSortKey> {
  category?: string
  status?: ProductStatus
  stock?: 'true' | 'false'
}
export const listProducts = (query: ProductQuery, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/products', { params: { query: asQuery(query) }, signal })
export type Product = NonNullable<Awaited<ReturnType<typeof listProducts>>['data']>['products'][number]
export const deleteProduct = (id: number) =>
  api.DELETE('/api/apps/ecommerce/products/{id}', { params: { path: { id } } })

export type ProductBody = Parameters<typeof createProduct>[0]
export const createProduct = (body: {
  productName: string
  productBrand: string
  sku: number
  barcode?: string
  description: string
  price: number
  comparePrice?: number | null
  chargeTax: boolean
  qty: number
  stock: boolean
  category: string
  status: ProductStatus
  variants: { option: VariantOption; value: string }[]
  imageIds: string[]
}) => api.POST('/api/apps/ecommerce/products', { body })
export type ProductDetail = NonNullable<Awaited<ReturnType<typeof createProduct>>['data']>
export const getProduct = (id: number, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/products/{id}', { params: { path: { id } }, signal })
export const updateProduct = (id: number, body: ProductBody) =>
  api.PUT('/api/apps/ecommerce/products/{id}', { params: { path: { id } }, body })

/** One picture as multipart, reporting upload progress (0–1) on the way. */
export const uploadProductImage = (file: File, onProgress: (share: number) => void, signal?: AbortSignal) =>
  api.POST('/api/apps/ecommerce/product-images', {
    body: { file: '' },
    bodySerializer: () => {
      const form = new FormData()
      form.append('file', file)
      return form
    },
    fetch: uploadFetch(onProgress),
    signal,
  })
export type ProductImage = NonNullable<Awaited<ReturnType<typeof uploadProductImage>>['data']>

export type CategorySortKey = 'title' | 'products' | 'totalValue'
export const listCategories = (query: ListQuery<CategorySortKey>, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/categories', { params: { query: asQuery(query) }, signal })
export type Category = NonNullable<Awaited<ReturnType<typeof listCategories>>['data']>['categories'][number]
export const createCategory = (body: { title: string; description: string }) =>
  api.POST('/api/apps/ecommerce/categories', { body })
export const updateCategory = (id: number, body: { title: string; description: string }) =>
  api.PUT('/api/apps/ecommerce/categories/{id}', { params: { path: { id } }, body })
export const deleteCategory = (id: number) =>
  api.DELETE('/api/apps/ecommerce/categories/{id}', { params: { path: { id } } })

export type OrderSortKey = 'order' | 'customers' | 'date' | 'status' | 'spent'
export const listOrders = (query: ListQuery<OrderSortKey>, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/orders', { params: { query: asQuery(query) }, signal })
export type Order = NonNullable<Awaited<ReturnType<typeof listOrders>>['data']>['orders'][number]
export const getOrderDetails = (order: number, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/orders/{id}/details', { params: { path: { id: order } }, signal })
export type OrderDetails = NonNullable<Awaited<ReturnType<typeof getOrderDetails>>['data']>
export const deleteOrder = (id: number) => api.DELETE('/api/apps/ecommerce/orders/{id}', { params: { path: { id } } })

export type CustomerSortKey = 'customer' | 'country' | 'customerId' | 'orders' | 'totalSpent'
export const listCustomers = (query: ListQuery<CustomerSortKey>, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/customers', { params: { query: asQuery(query) }, signal })
export type Customer = NonNullable<Awaited<ReturnType<typeof listCustomers>>['data']>['customers'][number]
export const getCustomer = (id: number, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/customers/{id}', { params: { path: { id } }, signal })
export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof getCustomer>>['data']>
export const getCustomerNotifications = (id: number, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/customers/{id}/notifications', { params: { path: { id } }, signal })
export type CustomerNotifications = NonNullable<Awaited<ReturnType<typeof getCustomerNotifications>>['data']>
export const saveCustomerNotifications = (id: number, body: CustomerNotifications) =>
  api.PUT('/api/apps/ecommerce/customers/{id}/notifications', { params: { path: { id } }, body })

export type ReviewSortKey = 'product' | 'reviewer' | 'date' | 'status'
export interface ReviewQuery extends ListQuery<ReviewSortKey> {
  status?: (typeof REVIEW_STATUSES)[number]
}
export const listReviews = (query: ReviewQuery, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/reviews', { params: { query: asQuery(query) }, signal })
export type Review = NonNullable<Awaited<ReturnType<typeof listReviews>>['data']>['reviews'][number]
export const deleteReview = (id: number) => api.DELETE('/api/apps/ecommerce/reviews/{id}', { params: { path: { id } } })

export type ReferralSortKey = 'users' | 'referred-id' | 'earning' | 'value' | 'status'
export const listReferrals = (query: ListQuery<ReferralSortKey>, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/referrals', { params: { query: asQuery(query) }, signal })
export type Referral = NonNullable<Awaited<ReturnType<typeof listReferrals>>['data']>['referrals'][number]

export const getStoreSettings = (signal?: AbortSignal) => api.GET('/api/apps/ecommerce/settings', { signal })
export type StoreSettings = NonNullable<Awaited<ReturnType<typeof getStoreSettings>>['data']>
export const saveStoreSettings = (body: StoreSettings) => api.PUT('/api/apps/ecommerce/settings', { body })

/** The image bytes with the session (an img element cannot send the bearer token). */
export const getImageBlob = (id: string, signal?: AbortSignal) =>
  api.GET('/api/apps/ecommerce/product-images/{id}/content', { params: { path: { id } }, parseAs: 'blob', signal })
