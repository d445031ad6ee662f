/** What features/auth offers other features: import it from here, never from its files. */
export * from './atoms'
