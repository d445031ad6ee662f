import { Type, type Static } from '@sinclair/typebox'
import { QueryText, sandboxListQuery } from '../shared/list-query.js'

export const CourseSchema = Type.Object(
  {
    id: Type.Integer(),
    user: Type.String(),
    image: Type.String(),
    tutorImg: Type.String(),
    completedTasks: Type.Integer(),
    totalTasks: Type.Integer(),
    userCount: Type.Integer(),
    note: Type.Integer(),
    view: Type.Integer(),
    time: Type.String(),
    logo: Type.String(),
    color: Type.String(),
    courseTitle: Type.String(),
    desc: Type.String(),
    tags: Type.String({ description: 'Web, Design, Psychology, UI/UX, Art' }),
    rating: Type.Number(),
    ratingCount: Type.Integer(),
  },
  { additionalProperties: false },
)
export type Course = Static<typeof CourseSchema>

export const CourseQuery = sandboxListQuery({
  label: Type.Optional(QueryText),
  hideCompleted: Type.Optional(QueryText),
})
export type CourseQuery = Static<typeof CourseQuery>

export const CoursePage = Type.Object(
  {
    totalCourse: Type.Integer({ description: 'Courses in the catalogue, before filtering' }),
    courses: Type.Array(CourseSchema),
    total: Type.Integer({ description: 'Courses matching the filters' }),
  },
  { additionalProperties: false },
)

const Topic = Type.Object(
  { title: Type.String(), time: Type.String(), isCompleted: Type.Boolean() },
  { additionalProperties: false },
)
const ContentSection = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    status: Type.String({ description: 'Completed topics of all, e.g. 2/5' }),
    time: Type.String(),
    topics: Type.Array(Topic),
  },
  { additionalProperties: false },
)

export const CourseDetailsSchema = Type.Object(
  {
    title: Type.String(),
    about: Type.String(),
    instructor: Type.String(),
    instructorAvatar: Type.String(),
    instructorPosition: Type.String(),
    skillLevel: Type.String(),
    totalStudents: Type.Integer(),
    language: Type.String(),
    isCaptions: Type.Boolean(),
    length: Type.String(),
    totalLectures: Type.Integer(),
    description: Type.String({ description: 'HTML' }),
    content: Type.Array(ContentSection),
  },
  { additionalProperties: false },
)
export type CourseDetails = Static<typeof CourseDetailsSchema>
