/** What features/self-interviews offers other features: import it from here, never from its files. */
export * from './api'
