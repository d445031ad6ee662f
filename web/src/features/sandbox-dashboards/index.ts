/** What features/sandbox-dashboards offers other features: import it from here, never from its files. */
export * from './api'
export * from './use-formatters'
export { AcademyDashboard } from './academy-dashboard'
export { LogisticsDashboard } from './logistics-dashboard'
