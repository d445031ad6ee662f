/** What features/bbb offers other features: import it from here, never from its files. */
export { ServerStatusBadge } from './components/server-status-badge'
