import { Type, type Static, type TProperties } from '@sinclair/typebox'

/** The sandbox dashboards: aggregates of the sandbox tables, one object per dashboard. */
const obj = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false })
const int = Type.Integer()
const num = Type.Number()
const str = Type.String()
const Day = Type.String({ description: 'YYYY-MM-DD' })
const Month = Type.String({ description: 'YYYY-MM' })

export const EcommerceDashboardSchema = obj({
  stats: obj({ sales: int, customers: int, products: int, revenue: num }),
  revenueByMonth: Type.Array(obj({ month: Month, revenue: num, orders: int })),
  ordersByStatus: Type.Array(obj({ status: str, count: int })),
  stockByCategory: Type.Array(obj({ category: str, value: num, products: int })),
  popularProducts: Type.Array(obj({ product: str, reviews: int, rating: num })),
  recentInvoices: Type.Array(obj({ id: int, client: str, total: num, status: str, issuedDate: Day })),
})
export type EcommerceDashboard = Static<typeof EcommerceDashboardSchema>

export const CrmDashboardSchema = obj({
  ratings: obj({ average: num, count: int, byStars: Type.Array(obj({ stars: int, count: int })) }),
  salesOverview: obj({ total: num, paid: num, count: int }),
  byPaymentStatus: Type.Array(obj({ status: str, count: int })),
  revenueByMonth: Type.Array(obj({ month: Month, revenue: num })),
  earningsByCategory: Type.Array(obj({ category: str, total: num, paid: num, count: int })),
  activeProjects: Type.Array(obj({ board: str, items: int })),
  lastTransactions: Type.Array(obj({ id: int, product: str, buyer: str, date: Day, total: num, status: str })),
})
export type CrmDashboard = Static<typeof CrmDashboardSchema>

export const AnalyticsDashboardSchema = obj({
  kpis: obj({ users: int, activeUsers: int, orders: int, revenue: num }),
  weeklyOverview: Type.Array(
    obj({
      weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday, 1 = Monday' }),
      orders: int,
      revenue: num,
    }),
  ),
  salesByCountry: Type.Array(obj({ country: str, countryCode: str, customers: int, totalSpent: num })),
  performance: Type.Array(obj({ category: str, published: int, inStock: int, products: int })),
  recentTransactions: Type.Array(obj({ order: int, customer: str, date: Day, spent: num, status: str, method: str })),
})
export type AnalyticsDashboard = Static<typeof AnalyticsDashboardSchema>

export const AcademyDashboardSchema = obj({
  progress: obj({ courses: int, completed: int, inProgress: int, notStarted: int, averageProgress: int, minutes: int }),
  topicInterest: Type.Array(obj({ topic: str, courses: int, learners: int, minutes: int })),
  topCourses: Type.Array(obj({ id: int, title: str, tutor: str, rating: num, ratingCount: int, progress: int })),
})
export type AcademyDashboard = Static<typeof AcademyDashboardSchema>

export const LogisticsDashboardSchema = obj({
  overview: obj({ vehicles: int, onRoute: int, delivered: int, waiting: int, withWarnings: int, averageProgress: int }),
  warnings: Type.Array(obj({ warning: str, count: int })),
  progressBuckets: Type.Array(obj({ from: int, to: int, count: int })),
  onRoute: Type.Array(obj({ id: int, startCity: str, endCity: str, progress: int, warnings: str })),
})
export type LogisticsDashboard = Static<typeof LogisticsDashboardSchema>
