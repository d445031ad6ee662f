import createError from '@fastify/error'

/** 402: new billable work refused by the budget's hard cap or the plan's monthly limit; reading stays possible. */
export const PaymentRequiredError = createError('DEBRIEF_PAYMENT_REQUIRED', '%s', 402)
