import { api } from '../../../lib/api-client'

export const COURSE_LABELS = ['All Courses', 'Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const
export type CourseLabel = (typeof COURSE_LABELS)[number]
export type CourseSortKey = 'courseName' | 'progress'

export interface CourseQuery {
  q?: string
  label?: CourseLabel
  hideCompleted?: boolean
  page: number
  itemsPerPage: number
  sortBy?: CourseSortKey
  orderBy?: 'asc' | 'desc'
}

const asQuery = ({ hideCompleted, ...q }: CourseQuery) => ({
  ...q,
  page: String(q.page),
  itemsPerPage: String(q.itemsPerPage),
  ...(hideCompleted ? { hideCompleted: 'true' } : {}),
})

export const listCourses = (query: CourseQuery, signal?: AbortSignal) =>
  api.GET('/api/apps/academy/courses', { params: { query: asQuery(query) }, signal })
export type CoursePage = NonNullable<Awaited<ReturnType<typeof listCourses>>['data']>
export type Course = CoursePage['courses'][number]

export const getCourseDetails = (signal?: AbortSignal) => api.GET('/api/apps/academy/course-details', { signal })
export type CourseDetails = NonNullable<Awaited<ReturnType<typeof getCourseDetails>>['data']>

export const setLectureCompletion = (sectionId: string, topic: number, isCompleted: boolean) =>
  api.PUT('/api/apps/academy/course-details/lectures', { body: { sectionId, topic, isCompleted } })

/** Progress of a course as a whole percent (completed tasks of all). */
export const progressOf = (c: Pick<Course, 'completedTasks' | 'totalTasks'>) =>
  c.totalTasks > 0 ? Math.round((c.completedTasks / c.totalTasks) * 100) : 0
