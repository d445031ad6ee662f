import { sql } from 'kysely'
import type { Course, CourseQuery } from './schemas.js'
import { countOf, type Handle } from '../shared/handle.js'
import { likePattern, pagingOf, totalOf, type SortColumns } from '../shared/paging.js'
import { orderOf } from '../shared/list-page-repository.js'

const SORT: SortColumns = {
  courseName: ['course_title', 'text'],
  progress: ['(completed_tasks::numeric / total_tasks)', 'expression'],
}
export const ALL_COURSES = 'All Courses'

function filtered(db: Handle, scope: string, query: CourseQuery) {
  let q = db.selectFrom('sandbox_courses').where('scope', '=', scope)
  const like = likePattern(query.q)
  if (like)
    q = q.where((eb) => eb.or([eb(sql`lower(course_title)`, 'like', like), eb(sql`lower(user_name)`, 'like', like)]))
  if (query.label && query.label !== ALL_COURSES) q = q.where('tags', '=', query.label)
  // A course is completed when every task is done.
  if (query.hideCompleted === 'true') q = q.where(sql<boolean>`completed_tasks <> total_tasks`)
  return q
}

export async function listCourses(
  db: Handle,
  scope: string,
  query: CourseQuery,
): Promise<{ totalCourse: number; courses: Course[]; total: number }> {
  const paging = pagingOf(query)
  const rows = await filtered(db, scope, query)
    .selectAll()
    .select([
      sql<number>`count(*) over()`.as('total_count'),
      sql<number>`(select count(*) from sandbox_courses where scope = ${scope})`.as('catalogue'),
    ])
    .orderBy(orderOf(query, SORT, sql`id asc`))
    .limit(paging.itemsPerPage)
    .offset(paging.offset)
    .execute()
  const total = await totalOf(rows, paging, () =>
    countOf(filtered(db, scope, query).select((eb) => eb.fn.countAll().as('n'))),
  )
  const totalCourse = rows.length
    ? Number(rows[0].catalogue)
    : await countOf(
        db
          .selectFrom('sandbox_courses')
          .where('scope', '=', scope)
          .select((eb) => eb.fn.countAll().as('n')),
      )
  return {
    totalCourse,
    total,
    courses: rows.map((r) => ({
      id: r.id,
      user: r.user_name,
      image: r.image,
      tutorImg: r.tutor_img,
      completedTasks: r.completed_tasks,
      totalTasks: r.total_tasks,
      userCount: r.user_count,
      note: r.note,
      view: r.view,
      time: r.time,
      logo: r.logo,
      color: r.color,
      courseTitle: r.course_title,
      desc: r.description,
      tags: r.tags,
      rating: r.rating,
      ratingCount: r.rating_count,
    })),
  }
}
