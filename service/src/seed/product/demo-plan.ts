import type { ReportKind } from '../../modules/analysis/index.js'
import type { MeetingKind, MeetingStatus, ParticipantJson } from '../../db/schema.js'

/** Which bundled sample a demo meeting replays: by meeting kind and language (the n-th such sample). */
export interface SamplePick {
  kind: 'interview' | 'negotiation' | 'team'
  language?: 'en' | 'ru'
}

export interface DemoMeeting {
  title: string
  kind: MeetingKind
  status: MeetingStatus
  /** Days and hour (UTC) from the seed anchor. */
  day: number
  hour: number
  durationMinutes: number
  sample?: SamplePick
  /** People of meetings without a sample transcript (index into the organization's people). */
  people?: number[]
  /** Reports to produce (analyzed), to queue (processing), or that failed (failed). */
  kinds?: ReportKind[]
  engine?: 'builtin' | 'llm'
  failure?: string
}

/** A fixed anchor keeps the demo identical on every seed: meetings before it are past, after it upcoming. */
export const SEED_ANCHOR = Date.UTC(2026, 10, 2, 0, 0, 0)

/**
 * A dozen meetings per organization across every status. Together the analyzed ones produce reports of
 * every kind; the later second interview of the same candidate gives profiles a timeline and the
 * digital-profile report a history. The processing one is queued for real: the first worker takes it.
 */
export const DEMO_MEETINGS: DemoMeeting[] = [
  {
    title: 'Platform engineer interview',
    kind: 'interview',
    status: 'analyzed',
    day: -40,
    hour: 9,
    durationMinutes: 45,
    sample: { kind: 'interview', language: 'en' },
    kinds: ['recruiter', 'competence', 'self', 'belbin', 'info-security'],
  },
  {
    title: 'Интервью: продакт-менеджер',
    kind: 'interview',
    status: 'analyzed',
    day: -33,
    hour: 10,
    durationMinutes: 40,
    sample: { kind: 'interview', language: 'ru' },
    kinds: ['recruiter', 'self', 'competence', 'active-analysis'],
  },
  {
    title: 'Offer call: senior data engineer',
    kind: 'negotiation',
    status: 'analyzed',
    day: -26,
    hour: 15,
    durationMinutes: 30,
    sample: { kind: 'negotiation' },
    kinds: ['negotiation', 'active-analysis', 'info-security'],
  },
  {
    title: 'Weekly team sync',
    kind: 'team',
    status: 'analyzed',
    day: -19,
    hour: 11,
    durationMinutes: 30,
    sample: { kind: 'team' },
    kinds: ['belbin', 'alfa', 'active-analysis'],
  },
  {
    title: 'Platform engineer: final round',
    kind: 'interview',
    status: 'analyzed',
    day: -12,
    hour: 14,
    durationMinutes: 45,
    sample: { kind: 'interview', language: 'en' },
    kinds: ['competence', 'recruiter', 'alfa', 'digital-profile'],
  },
  {
    title: 'Переговоры с поставщиком упаковки',
    kind: 'negotiation',
    status: 'failed',
    day: -8,
    hour: 16,
    durationMinutes: 30,
    sample: { kind: 'negotiation', language: 'ru' },
    kinds: ['negotiation'],
    engine: 'llm',
    failure: 'No model is connected: an admin can connect a model in Model settings',
  },
  {
    title: 'Sprint retrospective',
    kind: 'team',
    status: 'processing',
    day: -2,
    hour: 12,
    durationMinutes: 45,
    sample: { kind: 'team' },
    kinds: ['alfa', 'belbin'],
  },
  {
    title: 'Собеседование: повторная встреча',
    kind: 'interview',
    status: 'ended',
    day: -1,
    hour: 9,
    durationMinutes: 40,
    sample: { kind: 'interview', language: 'ru' },
  },
  {
    title: 'Quarterly planning',
    kind: 'team',
    status: 'ended',
    day: -1,
    hour: 15,
    durationMinutes: 60,
    sample: { kind: 'team' },
  },
  {
    title: 'Frontend engineer interview',
    kind: 'interview',
    status: 'live',
    day: 0,
    hour: 10,
    durationMinutes: 45,
    people: [0, 1],
  },
  {
    title: 'Data analyst interview',
    kind: 'interview',
    status: 'scheduled',
    day: 40,
    hour: 9,
    durationMinutes: 45,
    people: [0, 2, 3],
  },
  {
    title: 'One-on-one: growth plan',
    kind: 'one-on-one',
    status: 'scheduled',
    day: 47,
    hour: 13,
    durationMinutes: 30,
    people: [0, 4],
  },
]

export interface DemoPerson {
  name: string
  email: string
  role: ParticipantJson['role']
  title: string
  company: string | null
  tags: string[]
}

/** Each organization's own people for the meetings without a transcript (and their profiles). */
export const DEMO_PEOPLE: Record<string, DemoPerson[]> = {
  'acme-talent': [
    {
      name: 'Alice Admin',
      email: 'admin@example.com',
      role: 'host',
      title: 'Head of Talent',
      company: 'Acme Talent',
      tags: ['staff'],
    },
    {
      name: 'Priya Natarajan',
      email: 'priya.natarajan@example.net',
      role: 'candidate',
      title: 'Frontend engineer',
      company: 'Brightline',
      tags: ['candidate', 'frontend'],
    },
    {
      name: 'Lucas Moreau',
      email: 'lucas.moreau@example.net',
      role: 'candidate',
      title: 'Data analyst',
      company: 'Kestrel Analytics',
      tags: ['candidate', 'data'],
    },
    {
      name: 'Jonas Berg',
      email: 'jonas.berg@example.com',
      role: 'interviewer',
      title: 'Analytics lead',
      company: 'Acme Talent',
      tags: ['staff'],
    },
    {
      name: 'Emma Walsh',
      email: 'emma.walsh@example.com',
      role: 'participant',
      title: 'Recruiter',
      company: 'Acme Talent',
      tags: ['staff', 'mentee'],
    },
  ],
  'northwind-partners': [
    {
      name: 'Nora Northwind',
      email: 'admin@northwind.example.com',
      role: 'host',
      title: 'Managing partner',
      company: 'Northwind Partners',
      tags: ['staff'],
    },
    {
      name: 'Hiro Tanaka',
      email: 'hiro.tanaka@example.org',
      role: 'candidate',
      title: 'Frontend engineer',
      company: 'Mori Labs',
      tags: ['candidate', 'frontend'],
    },
    {
      name: 'Sofia Rossi',
      email: 'sofia.rossi@example.org',
      role: 'candidate',
      title: 'Data analyst',
      company: 'Vento',
      tags: ['candidate', 'data'],
    },
    {
      name: 'Piotr Nowak',
      email: 'piotr.nowak@northwind.example.com',
      role: 'interviewer',
      title: 'Engineering manager',
      company: 'Northwind Partners',
      tags: ['staff'],
    },
    {
      name: 'Amara Okafor',
      email: 'amara.okafor@northwind.example.com',
      role: 'participant',
      title: 'Consultant',
      company: 'Northwind Partners',
      tags: ['staff'],
    },
  ],
}
