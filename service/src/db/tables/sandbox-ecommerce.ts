import type { ColumnType, Generated } from 'kysely'
import type { SandboxScopeColumn } from './sandbox-scopes.js'

type Json<T> = ColumnType<T, string, string>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface ProductVariantRow {
  option: string
  value: string
}
export interface OrderLineRow {
  productId: number
  name: string
  brand: string
  image: string
  price: number
  qty: number
}
export interface AddressRow {
  name: string
  street: string
  city: string
  postcode: string
  country: string
}

export interface SandboxProductDetailsTable {
  scope: SandboxScopeColumn
  product_id: number
  description: string
  barcode: string
  compare_price: number | null
  charge_tax: boolean
  variants: Json<ProductVariantRow[]>
}
export interface SandboxProductImagesTable {
  scope: SandboxScopeColumn
  id: string
  product_id: number | null
  position: Generated<number>
  name: string
  mime: string
  size: ColumnType<number, number, number>
  storage_key: string
  created_at: Timestamp
}
export interface SandboxCategoriesTable {
  scope: SandboxScopeColumn
  id: number
  title: string
  description: string
}
export interface SandboxStoreSettingsTable {
  scope: SandboxScopeColumn
  id: Generated<number>
  settings: Json<unknown>
  updated_at: Timestamp
}
export interface SandboxOrderDetailsTable {
  scope: SandboxScopeColumn
  order_number: number
  lines: Json<OrderLineRow[]>
  shipping_address: Json<AddressRow>
  billing_address: Json<AddressRow>
}

export interface SandboxCustomerNotificationsTable {
  scope: SandboxScopeColumn
  customer_id: number
  prefs: Json<Record<string, boolean>>
}

declare module '../schema.js' {
  interface Database {
    sandbox_customer_notifications: SandboxCustomerNotificationsTable
    sandbox_product_details: SandboxProductDetailsTable
    sandbox_product_images: SandboxProductImagesTable
    sandbox_categories: SandboxCategoriesTable
    sandbox_store_settings: SandboxStoreSettingsTable
    sandbox_order_details: SandboxOrderDetailsTable
  }
}
