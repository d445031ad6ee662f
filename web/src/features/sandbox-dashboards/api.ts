import type { operations } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'

export type AnalyticsData = operations['getAnalyticsDashboard']['responses'][200]['content']['application/json']
export type CrmData = operations['getCrmDashboard']['responses'][200]['content']['application/json']
export type EcommerceData = operations['getEcommerceDashboard']['responses'][200]['content']['application/json']
export type AcademyData = operations['getAcademyDashboard']['responses'][200]['content']['application/json']
export type LogisticsData = operations['getLogisticsDashboard']['responses'][200]['content']['application/json']

export const getAnalytics = (signal: AbortSignal) => api.GET('/api/dashboards/analytics', { signal })
export const getCrm = (signal: AbortSignal) => api.GET('/api/dashboards/crm', { signal })
export const getEcommerce = (signal: AbortSignal) => api.GET('/api/dashboards/ecommerce', { signal })
export const getAcademy = (signal: AbortSignal) => api.GET('/api/dashboards/academy', { signal })
export const getLogistics = (signal: AbortSignal) => api.GET('/api/dashboards/logistics', { signal })
