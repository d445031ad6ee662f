/** What features/misc offers other features: import it from here, never from its files. */
export * from './not-found-page'
