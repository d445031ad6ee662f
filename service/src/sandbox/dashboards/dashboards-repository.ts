import { sql, type RawBuilder } from 'kysely'
import type {
  AcademyDashboard,
  AnalyticsDashboard,
  CrmDashboard,
  EcommerceDashboard,
  LogisticsDashboard,
} from './schemas.js'
import type { Handle } from '../shared/handle.js'

/**
 * Each dashboard is one SQL statement: PostgreSQL aggregates the sandbox tables and builds the whole answer as
 * JSON, so a dashboard opens in one request and one round trip. Money sums are float8 so they leave as JSON numbers.
 * Time series end at the newest row of their table (the sandbox's dates are seeded around a fixed reference day),
 * so a chart is never empty because the calendar moved on.
 */
async function one<T>(db: Handle, scope: string, query: RawBuilder<{ body: T }>): Promise<T> {
  const { rows } = await sql<{ body: T }>`${scopedTables(scope)} ${query}`.execute(db)
  return rows[0].body
}

const DASHBOARD_TABLES = [
  'sandbox_orders',
  'sandbox_customers',
  'sandbox_products',
  'sandbox_reviews',
  'sandbox_invoices',
  'sandbox_sales',
  'sandbox_kanban_boards',
  'sandbox_kanban_items',
  'sandbox_users',
  'sandbox_courses',
  'sandbox_vehicles',
]

/**
 * The sandbox scope for a whole aggregate statement: a WITH entry named after each table, holding only the
 * scope's rows, hides the table from the statement below (inside its own non-recursive entry the name still means
 * the table). PostgreSQL inlines each entry into the places that read it, so the scope reaches the indexes.
 */
const scopedTables = (scope: string) =>
  sql`WITH ${sql.join(DASHBOARD_TABLES.map((t) => sql`${sql.table(t)} AS (SELECT * FROM ${sql.table(t)} WHERE scope = ${scope}::uuid)`))}`

/** The last 12 calendar months up to the newest order, each with its revenue and order count (zero when none). */
const monthlyOrders = sql`
  SELECT coalesce(json_agg(json_build_object('month', to_char(m, 'YYYY-MM'), 'revenue', coalesce(o.revenue, 0), 'orders', coalesce(o.orders, 0)) ORDER BY m), '[]')
  FROM generate_series(date_trunc('month', (SELECT max(date) FROM sandbox_orders)) - interval '11 months', date_trunc('month', (SELECT max(date) FROM sandbox_orders)), interval '1 month') AS m
  LEFT JOIN (SELECT date_trunc('month', date) AS month, sum(spent)::float8 AS revenue, count(*)::int AS orders FROM sandbox_orders GROUP BY 1) o ON o.month = m`

export const getEcommerceDashboard = (db: Handle, scope: string) =>
  one<EcommerceDashboard>(
    db,
    scope,
    sql`SELECT json_build_object(
    'stats', json_build_object(
      'sales', (SELECT count(*)::int FROM sandbox_orders),
      'customers', (SELECT count(*)::int FROM sandbox_customers),
      'products', (SELECT count(*)::int FROM sandbox_products),
      'revenue', (SELECT coalesce(sum(spent), 0)::float8 FROM sandbox_orders)),
    'revenueByMonth', (${monthlyOrders}),
    'ordersByStatus', (SELECT coalesce(json_agg(json_build_object('status', status, 'count', n) ORDER BY n DESC, status), '[]')
      FROM (SELECT status, count(*)::int AS n FROM sandbox_orders GROUP BY status) s),
    'stockByCategory', (SELECT coalesce(json_agg(json_build_object('category', category, 'value', value, 'products', n) ORDER BY value DESC), '[]')
      FROM (SELECT category, sum(price * qty)::float8 AS value, count(*)::int AS n FROM sandbox_products GROUP BY category) c),
    'popularProducts', (SELECT coalesce(json_agg(json_build_object('product', product, 'reviews', n, 'rating', rating) ORDER BY n DESC, rating DESC, product), '[]')
      FROM (SELECT product, count(*)::int AS n, round(avg(review), 2)::float8 AS rating FROM sandbox_reviews GROUP BY product ORDER BY n DESC, rating DESC, product LIMIT 5) p),
    'recentInvoices', (SELECT coalesce(json_agg(json_build_object('id', id, 'client', client_name, 'total', total::float8, 'status', invoice_status, 'issuedDate', to_char(issued_date, 'YYYY-MM-DD')) ORDER BY issued_date DESC, id DESC), '[]')
      FROM (SELECT * FROM sandbox_invoices ORDER BY issued_date DESC, id DESC LIMIT 5) i)
  ) AS body`,
  )

export const getCrmDashboard = (db: Handle, scope: string) =>
  one<CrmDashboard>(
    db,
    scope,
    sql`SELECT json_build_object(
    'ratings', json_build_object(
      'average', (SELECT coalesce(round(avg(review), 2), 0)::float8 FROM sandbox_reviews),
      'count', (SELECT count(*)::int FROM sandbox_reviews),
      'byStars', (SELECT json_agg(json_build_object('stars', s, 'count', (SELECT count(*)::int FROM sandbox_reviews WHERE review = s)) ORDER BY s DESC) FROM generate_series(1, 5) s)),
    'salesOverview', (SELECT json_build_object('total', coalesce(sum((payment->>'total')::numeric), 0)::float8, 'paid', coalesce(sum((payment->>'paidAmount')::numeric), 0)::float8, 'count', count(*)::int) FROM sandbox_sales),
    'byPaymentStatus', (SELECT coalesce(json_agg(json_build_object('status', st, 'count', n) ORDER BY n DESC, st), '[]')
      FROM (SELECT payment->>'receivedPaymentStatus' AS st, count(*)::int AS n FROM sandbox_sales GROUP BY 1) s),
    'revenueByMonth', (SELECT coalesce(json_agg(json_build_object('month', to_char(m, 'YYYY-MM'), 'revenue', coalesce(v.revenue, 0)) ORDER BY m), '[]')
      FROM generate_series(date_trunc('month', (SELECT max(date) FROM sandbox_sales)) - interval '11 months', date_trunc('month', (SELECT max(date) FROM sandbox_sales)), interval '1 month') m
      LEFT JOIN (SELECT date_trunc('month', date) AS month, sum((payment->>'total')::numeric)::float8 AS revenue FROM sandbox_sales GROUP BY 1) v ON v.month = m),
    'earningsByCategory', (SELECT coalesce(json_agg(json_build_object('category', c, 'total', total, 'paid', paid, 'count', n) ORDER BY total DESC), '[]')
      FROM (SELECT product->>'category' AS c, sum((payment->>'total')::numeric)::float8 AS total, sum((payment->>'paidAmount')::numeric)::float8 AS paid, count(*)::int AS n FROM sandbox_sales GROUP BY 1) e),
    'activeProjects', (SELECT coalesce(json_agg(json_build_object('board', b.title, 'items', (SELECT count(*)::int FROM sandbox_kanban_items i WHERE i.board_id = b.id)) ORDER BY b.position), '[]') FROM sandbox_kanban_boards b),
    'lastTransactions', (SELECT coalesce(json_agg(json_build_object('id', id, 'product', product->>'name', 'buyer', buyer->>'name', 'date', to_char(date, 'YYYY-MM-DD'), 'total', (payment->>'total')::float8, 'status', payment->>'status') ORDER BY date DESC, id DESC), '[]')
      FROM (SELECT * FROM sandbox_sales ORDER BY date DESC, id DESC LIMIT 6) t)
  ) AS body`,
  )

export const getAnalyticsDashboard = (db: Handle, scope: string) =>
  one<AnalyticsDashboard>(
    db,
    scope,
    sql`SELECT json_build_object(
    'kpis', json_build_object(
      'users', (SELECT count(*)::int FROM sandbox_users),
      'activeUsers', (SELECT count(*)::int FROM sandbox_users WHERE status = 'Active'),
      'orders', (SELECT count(*)::int FROM sandbox_orders),
      'revenue', (SELECT coalesce(sum(spent), 0)::float8 FROM sandbox_orders)),
    'weeklyOverview', (SELECT json_agg(json_build_object('weekday', d, 'orders', (SELECT count(*)::int FROM sandbox_orders WHERE extract(isodow FROM date) = d), 'revenue', (SELECT coalesce(sum(spent), 0)::float8 FROM sandbox_orders WHERE extract(isodow FROM date) = d)) ORDER BY d) FROM generate_series(1, 7) d),
    'salesByCountry', (SELECT coalesce(json_agg(json_build_object('country', country, 'countryCode', code, 'customers', n, 'totalSpent', spent) ORDER BY spent DESC), '[]')
      FROM (SELECT country, min(country_code) AS code, count(*)::int AS n, sum(total_spent)::float8 AS spent FROM sandbox_customers GROUP BY country) c),
    'performance', (SELECT coalesce(json_agg(json_build_object('category', category, 'published', published, 'inStock', in_stock, 'products', n) ORDER BY category), '[]')
      FROM (SELECT category, count(*) FILTER (WHERE status = 'Published')::int AS published, count(*) FILTER (WHERE stock)::int AS in_stock, count(*)::int AS n FROM sandbox_products GROUP BY category) p),
    'recentTransactions', (SELECT coalesce(json_agg(json_build_object('order', order_number, 'customer', customer, 'date', to_char(date, 'YYYY-MM-DD'), 'spent', spent::float8, 'status', status, 'method', method) ORDER BY date DESC, order_number DESC), '[]')
      FROM (SELECT * FROM sandbox_orders ORDER BY date DESC, order_number DESC LIMIT 6) o)
  ) AS body`,
  )

/** A course's "12h 30m" as minutes. */
const courseMinutes = sql`(coalesce(substring(time FROM '(\\d+)h')::int, 0) * 60 + coalesce(substring(time FROM '(\\d+)m')::int, 0))`

export const getAcademyDashboard = (db: Handle, scope: string) =>
  one<AcademyDashboard>(
    db,
    scope,
    sql`SELECT json_build_object(
    'progress', (SELECT json_build_object('courses', count(*)::int, 'completed', count(*) FILTER (WHERE completed_tasks = total_tasks)::int,
      'inProgress', count(*) FILTER (WHERE completed_tasks > 0 AND completed_tasks < total_tasks)::int, 'notStarted', count(*) FILTER (WHERE completed_tasks = 0)::int,
      'averageProgress', coalesce(round(avg(completed_tasks::numeric / total_tasks) * 100), 0)::int, 'minutes', coalesce(sum(${courseMinutes}), 0)::int) FROM sandbox_courses),
    'topicInterest', (SELECT coalesce(json_agg(json_build_object('topic', tags, 'courses', n, 'learners', learners, 'minutes', minutes) ORDER BY learners DESC, tags), '[]')
      FROM (SELECT tags, count(*)::int AS n, sum(user_count)::int AS learners, sum(${courseMinutes})::int AS minutes FROM sandbox_courses GROUP BY tags) t),
    'topCourses', (SELECT coalesce(json_agg(json_build_object('id', id, 'title', course_title, 'tutor', user_name, 'rating', rating::float8, 'ratingCount', rating_count, 'progress', round(completed_tasks * 100.0 / total_tasks)::int) ORDER BY rating_count DESC, id), '[]')
      FROM (SELECT * FROM sandbox_courses ORDER BY rating_count DESC, id LIMIT 5) c)
  ) AS body`,
  )

export const getLogisticsDashboard = (db: Handle, scope: string) =>
  one<LogisticsDashboard>(
    db,
    scope,
    sql`SELECT json_build_object(
    'overview', (SELECT json_build_object('vehicles', count(*)::int, 'onRoute', count(*) FILTER (WHERE progress > 0 AND progress < 100)::int,
      'delivered', count(*) FILTER (WHERE progress = 100)::int, 'waiting', count(*) FILTER (WHERE progress = 0)::int,
      'withWarnings', count(*) FILTER (WHERE warnings <> 'No Warnings')::int, 'averageProgress', coalesce(round(avg(progress)), 0)::int) FROM sandbox_vehicles),
    'warnings', (SELECT coalesce(json_agg(json_build_object('warning', warnings, 'count', n) ORDER BY n DESC, warnings), '[]')
      FROM (SELECT warnings, count(*)::int AS n FROM sandbox_vehicles GROUP BY warnings) w),
    'progressBuckets', (SELECT json_agg(json_build_object('from', b * 25, 'to', b * 25 + 25, 'count', (SELECT count(*)::int FROM sandbox_vehicles WHERE least(progress / 25, 3) = b)) ORDER BY b) FROM generate_series(0, 3) b),
    'onRoute', (SELECT coalesce(json_agg(json_build_object('id', id, 'startCity', start_city, 'endCity', end_city, 'progress', progress, 'warnings', warnings) ORDER BY progress DESC, id), '[]')
      FROM (SELECT * FROM sandbox_vehicles WHERE progress > 0 AND progress < 100 ORDER BY progress DESC, id LIMIT 6) v)
  ) AS body`,
  )
