import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { TemplateKind } from '../../db/schema.js'
import { activeAnalysis } from './kinds/active-analysis.js'
import { alfa } from './kinds/alfa.js'
import { belbin } from './kinds/belbin.js'
import { competence } from './kinds/competence.js'
import { digitalProfile } from './kinds/digital-profile.js'
import { infoSecurity } from './kinds/info-security.js'
import { negotiation } from './kinds/negotiation.js'
import { recruiter } from './kinds/recruiter.js'
import { self } from './kinds/self.js'

/**
 * Every kind of report Debrief writes, in the order the contract lists them: the one list that schemas, titles,
 * engines and the web's types follow. A new kind is a definition in kinds/ and a line here; the compiler then
 * points at what else it needs (its engines' entry points in analysis/kind-engines.ts, its score readers).
 */
export const REPORT_KIND_DEFINITIONS = [
  self,
  recruiter,
  negotiation,
  digitalProfile,
  belbin,
  competence,
  infoSecurity,
  activeAnalysis,
  alfa,
] as const

export type ReportKindDefinitions = (typeof REPORT_KIND_DEFINITIONS)[number]
export type ReportKind = ReportKindDefinitions['key']
/** The definition of one kind, typed by its key. */
export type DefinitionOf<K extends ReportKind> = Extract<ReportKindDefinitions, { key: K }>
/** What a report of kind K holds in `content` (for a union of kinds, the union of their contents). */
export type ReportContent<K extends ReportKind> = { [P in K]: Static<DefinitionOf<P>['content']> }[K]

export const REPORT_KINDS: readonly ReportKind[] = REPORT_KIND_DEFINITIONS.map((d) => d.key)

const byKind = <T>(value: (definition: ReportKindDefinitions) => T) =>
  Object.fromEntries(REPORT_KIND_DEFINITIONS.map((d) => [d.key, value(d)])) as Record<ReportKind, T>

export const KIND_TITLES = byKind((d) => d.title)
export const reportTitle = (kind: ReportKind, about: string) => `${KIND_TITLES[kind]}: ${about}`

/** Kinds about one person (the subject); one report each when several people are chosen. */
export type PersonKind = Extract<ReportKindDefinitions, { about: 'person' }>['key']
export const PERSON_KINDS = REPORT_KIND_DEFINITIONS.flatMap((d) => (d.about === 'person' ? [d.key] : []))
/** Kinds about the meeting as a whole: they have no subject. */
export const MEETING_KINDS = REPORT_KIND_DEFINITIONS.flatMap((d) => (d.about === 'meeting' ? [d.key] : []))
export const isPersonKind = (kind: ReportKind): kind is PersonKind => (PERSON_KINDS as ReportKind[]).includes(kind)

/** Which organization document shapes which report kind; kinds without one are left out. */
export const TEMPLATE_FOR_KIND: Partial<Record<ReportKind, TemplateKind>> = Object.fromEntries(
  REPORT_KIND_DEFINITIONS.flatMap((d) => (d.template ? [[d.key, d.template]] : [])),
)

/** The `content` shape of each report kind; engines' output is validated against these. */
export const reportContentSchemas: Record<ReportKind, TSchema> = byKind((d) => d.content)

/** What the llm engine asks a model for: a summary plus the kind's content. */
export function engineOutputSchema(kind: ReportKind): TSchema {
  return Type.Object({ summary: Type.String({ minLength: 1 }), content: reportContentSchemas[kind] })
}
