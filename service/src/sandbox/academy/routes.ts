import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../lib/errors.js'
import { courseDetails, setLectureCompletion } from './course-lectures-repository.js'
import { listCourses } from './courses-repository.js'
import { errorResponses } from '../../lib/schemas/error.js'
import { LectureCompletionBody } from './schemas-lectures.js'
import { CourseDetailsSchema, CoursePage, CourseQuery } from './schemas.js'
import { sandboxScope } from '../scope.js'

const TAGS = ['sandbox-academy']

const academy: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/courses',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listCourses',
        tags: TAGS,
        summary: 'List courses',
        description:
          'Search on course title and tutor; label (default All Courses) equals a tag; hideCompleted=true drops finished courses; sortBy courseName or progress.',
        querystring: CourseQuery,
        response: { 200: CoursePage, ...errorResponses(400) },
      },
    },
    async (request) => listCourses(app.db, sandboxScope(request), request.query),
  )

  app.get(
    '/course-details',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getCourseDetails',
        tags: TAGS,
        summary: 'Get the sample course details',
        response: { 200: CourseDetailsSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const details = await courseDetails(app.db, sandboxScope(request))
      if (!details) throw new NotFoundError('Course details not found')
      return details
    },
  )

  // The course page's completion toggles (the spec lists only reads): per organization, laid over the shared course
  // details document (course-lectures-repository.ts).
  app.put(
    '/course-details/lectures',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'setLectureCompletion',
        tags: TAGS,
        summary: 'Mark a lecture of the course details done or not done',
        description: 'Recounts the section status (done/all). 404 when the section or the lecture does not exist.',
        body: LectureCompletionBody,
        response: { 200: CourseDetailsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const details = await setLectureCompletion(app.db, sandboxScope(request), request.body)
      if (!details) throw new NotFoundError('Lecture not found')
      return details
    },
  )
}

export default academy
