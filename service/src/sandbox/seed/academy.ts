import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { DOCUMENT_KEYS } from '../shared/documents-repository.js'
import { avatar, json, randomFor } from './random.js'
import { english, COURSE_DESCRIPTIONS, COURSE_PARAGRAPHS } from './english-text.js'

const TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const
const COLORS = ['primary', 'info', 'success', 'warning', 'error', 'secondary']
const LOGOS = [
  'ri-html5-line',
  'ri-palette-line',
  'ri-brain-line',
  'ri-layout-line',
  'ri-brush-line',
  'ri-code-s-slash-line',
]
const SUBJECTS: Record<(typeof TAGS)[number], string[]> = {
  Web: ['Modern JavaScript', 'TypeScript in Practice', 'Responsive Layouts', 'Node.js Services', 'Web Performance'],
  Design: ['Colour Theory', 'Typography Basics', 'Brand Identity', 'Layout Systems', 'Design Critique'],
  Psychology: [
    'Negotiation Psychology',
    'Habits and Motivation',
    'Active Listening',
    'Decision Making',
    'Team Dynamics',
  ],
  'UI/UX': ['User Research', 'Interaction Design', 'Usability Testing', 'Design Systems', 'Accessible Interfaces'],
  Art: ['Digital Painting', 'Sketching Daily', 'Watercolour Foundations', 'Character Drawing', 'Illustration Workflow'],
}

/** 25 courses and the course-details document. */
export async function seedAcademy(trx: Transaction<Database>) {
  const faker = randomFor(7101)
  const courses = Array.from({ length: 25 }, (_, i) => {
    const tags = TAGS[i % TAGS.length]
    const totalTasks = faker.number.int({ min: 10, max: 40 })
    // About one course in five is finished, so "hide completed" has something to hide.
    const completedTasks = i % 5 === 2 ? totalTasks : faker.number.int({ min: 0, max: totalTasks - 1 })
    return {
      id: i + 1,
      user_name: faker.person.fullName(),
      image: `/images/apps/academy/course-${(i % 6) + 1}.png`,
      tutor_img: avatar(faker),
      completed_tasks: completedTasks,
      total_tasks: totalTasks,
      user_count: faker.number.int({ min: 5, max: 400 }),
      note: faker.number.int({ min: 0, max: 60 }),
      view: faker.number.int({ min: 50, max: 9000 }),
      time: `${faker.number.int({ min: 1, max: 30 })}h ${faker.number.int({ min: 0, max: 59 })}m`,
      logo: LOGOS[i % LOGOS.length],
      color: COLORS[i % COLORS.length],
      course_title: `${SUBJECTS[tags][Math.floor(i / TAGS.length)]}`,
      description: english(faker.lorem.sentence({ min: 8, max: 16 }), COURSE_DESCRIPTIONS),
      tags,
      rating: faker.number.float({ min: 3, max: 5, fractionDigits: 1 }),
      rating_count: faker.number.int({ min: 3, max: 250 }),
    }
  })
  await trx.insertInto('sandbox_courses').values(courses).execute()

  const sections = Array.from({ length: 5 }, (_, s) => {
    const topics = Array.from({ length: faker.number.int({ min: 3, max: 6 }) }, (_, t) => ({
      title: `${t + 1}. ${faker.company.buzzPhrase()}`,
      time: `${faker.number.int({ min: 2, max: 25 })} min`,
      isCompleted: s < 2 || (s === 2 && t < 2),
    }))
    return {
      id: `section-${s + 1}`,
      title: faker.company.catchPhrase(),
      status: `${topics.filter((t) => t.isCompleted).length}/${topics.length}`,
      time: `${faker.number.int({ min: 20, max: 90 })} min`,
      topics,
    }
  })
  const details = {
    title: 'TypeScript in Practice: From Scripts to Services',
    about: english(faker.lorem.paragraph(), COURSE_PARAGRAPHS),
    instructor: faker.person.fullName(),
    instructorAvatar: avatar(faker),
    instructorPosition: faker.person.jobTitle(),
    skillLevel: 'Intermediate',
    totalStudents: faker.number.int({ min: 1000, max: 40000 }),
    language: 'English',
    isCaptions: true,
    length: '1.5 total hours',
    totalLectures: sections.reduce((n, s) => n + s.topics.length, 0),
    description: `<p>${english(faker.lorem.paragraph(), COURSE_PARAGRAPHS)}</p><p>${english(faker.lorem.paragraph(), COURSE_PARAGRAPHS)}</p>`,
    content: sections,
  }
  await trx
    .insertInto('sandbox_documents')
    .values({ key: DOCUMENT_KEYS.courseDetails, body: json(details) })
    .execute()
}
