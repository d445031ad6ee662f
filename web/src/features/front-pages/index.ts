/** What features/front-pages offers other features: import it from here, never from its files. */
export * from './checkout-handoff'
export * from './plan-choice-notice'
export * from './pricing-plans'
