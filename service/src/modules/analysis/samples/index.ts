import { readFileSync } from 'node:fs'
import type { ReportKind } from '../types.js'

/**
 * Bundled sample transcripts (written for Debrief, fictional people and data) used by worked examples,
 * demos and tests. Files sit next to this module; `scripts/copy-samples.mjs` copies them into dist/.
 */
export interface SampleTranscript {
  id: string
  title: string
  language: 'en' | 'ru'
  kind: 'interview' | 'negotiation' | 'team' | 'one-on-one' | 'other'
  format: 'vtt' | 'srt' | 'plain' | 'json'
  file: string
  /** The participant the sample's reports are about. */
  subject: string
  participants: { name: string; role: string }[]
}

export const SAMPLE_TRANSCRIPTS: SampleTranscript[] = [
  {
    id: 'en-job-interview',
    title: 'Platform engineer interview',
    language: 'en',
    kind: 'interview',
    format: 'vtt',
    file: 'en-job-interview.vtt',
    subject: 'Daniel Carter',
    participants: [
      { name: 'Maria Lopez', role: 'interviewer' },
      { name: 'Daniel Carter', role: 'candidate' },
    ],
  },
  {
    id: 'ru-job-interview',
    title: 'Собеседование продакт-менеджера',
    language: 'ru',
    kind: 'interview',
    format: 'plain',
    file: 'ru-job-interview.txt',
    subject: 'Илья Кузнецов',
    participants: [
      { name: 'Ольга Смирнова', role: 'interviewer' },
      { name: 'Илья Кузнецов', role: 'candidate' },
    ],
  },
  {
    id: 'en-salary-negotiation',
    title: 'Senior data engineer offer negotiation',
    language: 'en',
    kind: 'negotiation',
    format: 'srt',
    file: 'en-salary-negotiation.srt',
    subject: 'Tom Becker',
    participants: [
      { name: 'Rachel Kim', role: 'host' },
      { name: 'Tom Becker', role: 'candidate' },
    ],
  },
  {
    id: 'en-team-meeting',
    title: 'Weekly engineering sync',
    language: 'en',
    kind: 'team',
    format: 'json',
    file: 'en-team-meeting.json',
    subject: 'Priya Nair',
    participants: [
      { name: 'Priya Nair', role: 'host' },
      { name: 'Marcus Webb', role: 'participant' },
      { name: 'Elena Petrova', role: 'participant' },
      { name: 'Jonas Berg', role: 'participant' },
      { name: 'Aiko Tanaka', role: 'participant' },
    ],
  },
  {
    id: 'ru-supplier-negotiation',
    title: 'Переговоры с поставщиком упаковки',
    language: 'ru',
    kind: 'negotiation',
    format: 'vtt',
    file: 'ru-supplier-negotiation.vtt',
    subject: 'Андрей Волков',
    participants: [
      { name: 'Андрей Волков', role: 'host' },
      { name: 'Светлана Орлова', role: 'participant' },
    ],
  },
  {
    id: 'en-self-interview',
    title: 'UX designer self-interview',
    language: 'en',
    kind: 'interview',
    format: 'plain',
    file: 'en-self-interview.txt',
    subject: 'Jordan Lee',
    participants: [{ name: 'Jordan Lee', role: 'candidate' }],
  },
  {
    id: 'en-vendor-onboarding-call',
    title: 'Vendor onboarding call (sensitive data read aloud)',
    language: 'en',
    kind: 'other',
    format: 'json',
    file: 'en-vendor-onboarding-call.json',
    subject: 'Sandra Ruiz',
    participants: [
      { name: 'Kevin Doyle', role: 'host' },
      { name: 'Sandra Ruiz', role: 'participant' },
      { name: 'Li Wei', role: 'participant' },
    ],
  },
]

/** The sample behind each kind's worked example (`/reports-example/*`). */
export const EXAMPLE_KIND_SAMPLES: Record<ReportKind, string> = {
  self: 'en-self-interview',
  recruiter: 'en-job-interview',
  negotiation: 'en-salary-negotiation',
  'digital-profile': 'en-job-interview',
  belbin: 'en-team-meeting',
  competence: 'ru-job-interview',
  'info-security': 'en-vendor-onboarding-call',
  'active-analysis': 'en-team-meeting',
  alfa: 'en-team-meeting',
}

export function getSample(id: string): SampleTranscript {
  const sample = SAMPLE_TRANSCRIPTS.find((s) => s.id === id)
  if (!sample) throw new Error(`Unknown sample transcript: ${id}`)
  return sample
}

/** The sample's raw text (parse it with parseTranscript(text, sample.format)). */
export function readSample(id: string): string {
  return readFileSync(new URL(getSample(id).file, import.meta.url), 'utf8')
}
