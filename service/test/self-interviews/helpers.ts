import type { FastifyInstance } from 'fastify'
import { api, type Api } from '../helpers/product.js'
import type { Session } from '../helpers/app.js'

/** The client for a manager, plus the candidate's public calls. */
export function clients(app: FastifyInstance, session: Session) {
  const manager = api(app, session)
  const pub = api(app)
  const base = (uid: string) => `/api/public/self-interviews/${uid}`
  const candidate = {
    state: (uid: string) => pub.get(base(uid)),
    open: (uid: string) => pub.post(`${base(uid)}/open`, { consent: true }),
    openQuestion: (uid: string, q: string) => pub.post(`${base(uid)}/questions/${q}/open`),
    answer: (uid: string, q: string, text: string, submit = true) =>
      app.inject({ method: 'PUT', url: `${base(uid)}/questions/${q}/answer`, payload: { text, submit } }),
    complete: (uid: string) => pub.post(`${base(uid)}/complete`),
  }
  return { manager, candidate }
}

export async function questionSet(manager: Api, name = 'General screening (EN)') {
  const res = await manager.get('/api/self-interviews/question-sets')
  if (res.statusCode !== 200) throw new Error(`question sets: ${res.statusCode} ${res.body}`)
  const set = res.json().questionSets.find((s: { name: string }) => s.name === name)
  if (!set) throw new Error(`no question set ${name}`)
  return set as { id: string; questions: { id: string; practice: boolean; mode: string }[] }
}

export async function createInterview(manager: Api, extra: Record<string, unknown> = {}) {
  const set = await questionSet(manager)
  const res = await manager.post('/api/self-interviews', {
    candidateName: 'Alex Morgan',
    candidateEmail: 'alex.morgan@example.org',
    questionSetId: set.id,
    language: 'en',
    expiresInDays: 7,
    requestedKinds: ['self', 'recruiter'],
    ...extra,
  })
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
  const body = res.json()
  return { id: body.selfInterview.id as string, uid: body.uid as string, link: body.link as string, set, body }
}

export const ANSWERS: Record<string, string> = {
  about:
    'I am a backend engineer. I led the migration of our billing service to PostgreSQL and I was responsible for the launch.',
  why: 'I want to work on data-heavy products and I like how your team shares design documents.',
  achievement:
    'I delivered the new routing engine ahead of the deadline; I planned the work and mentored two colleagues.',
  conflict:
    'We disagreed about the database design; I listened, we analysed the trade-offs together and agreed on a plan.',
}
