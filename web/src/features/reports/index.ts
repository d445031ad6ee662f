/** What features/reports offers other features: import it from here, never from its files. */
export * from './api'
export * from './components/report-actions'
export * from './components/report-header'
export * from './components/report-status-badge'
