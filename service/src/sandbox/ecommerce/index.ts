// What other modules may use of ecommerce: everything else in this folder is its own.
export { findOrderByNumber } from './orders-repository.js'
export { OrderSchema } from './schemas.js'
export type { Order } from './schemas.js'
