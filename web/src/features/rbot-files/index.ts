/** What features/rbot-files offers other features: import it from here, never from its files. */
export { formatBytes } from './api'
