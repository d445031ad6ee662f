import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../lib/schemas/common.js'
import { OrderSchema } from '../ecommerce/index.js'
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength })

/**
 * The checkout wizard's submission. The card itself never leaves the browser (it is validated there): the order
 * keeps the method and the card's last four digits, as the seeded orders do. Prices are the catalogue's, not the client's.
 */
export const CheckoutBody = Type.Object(
  {
    idempotencyKey: Type.String({
      minLength: 8,
      maxLength: 100,
      description: 'The same key again answers the order the first submit created and places no second one',
    }),
    items: Type.Array(
      Type.Object(
        {
          productId: Type.Integer({ minimum: 1 }),
          qty: Type.Integer({ minimum: 1, maximum: 99 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
    customer: Type.Object(
      {
        name: Text(120),
        email: Type.String({ format: 'email', maxLength: 254 }),
      },
      { additionalProperties: false },
    ),
    address: Type.Object(
      {
        line: Text(200),
        city: Text(100),
        zip: Text(20),
        country: Text(100),
      },
      { additionalProperties: false },
    ),
    payment: Type.Object(
      {
        method: StringEnum(['card', 'paypal'] as const),
        last4: Type.Optional(
          Type.String({ pattern: '^[0-9]{4}$', description: "The card's last four digits; required for a card" }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type CheckoutBody = Static<typeof CheckoutBody>

export const CheckoutResult = Type.Object(
  {
    order: OrderSchema,
    replayed: Type.Boolean({ description: 'True when the key had already placed this order' }),
  },
  { additionalProperties: false },
)
export type CheckoutResult = Static<typeof CheckoutResult>
