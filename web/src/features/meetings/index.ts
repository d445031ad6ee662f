/** What features/meetings offers other features: import it from here, never from its files. */
export * from './api'
export * from './components/speaker-legend'
