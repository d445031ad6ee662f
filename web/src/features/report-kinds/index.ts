/** What features/report-kinds offers other features: import it from here, never from its files. */
export * from './charts/palette'
export * from './charts/score-bars'
export * from './charts/team-role-radar'
export * from './charts/trend-chart'
export * from './evidence-context'
export * from './kind-content'
export * from './report-content'
export * from './team-roles'
