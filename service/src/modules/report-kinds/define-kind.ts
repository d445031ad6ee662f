import type { TObject } from '@sinclair/typebox'
import type { TemplateKind } from '../../db/schema.js'

/**
 * One report kind: everything the service knows about it apart from how an engine writes it (the engines register
 * their entry points per kind in analysis/kind-engines.ts, checked complete by the compiler).
 */
export interface ReportKindDefinition<
  Key extends string = string,
  Content extends TObject = TObject,
  About extends 'person' | 'meeting' = 'person' | 'meeting',
> {
  key: Key
  /** The one name of the kind, the same as the web's (locales reports.kind and reportGuides.kinds). */
  title: string
  /** `person`: about one person (the subject), one report per person chosen; `meeting`: the meeting as a whole. */
  about: About
  /** The organization's document that shapes it (architecture §3), when there is one. */
  template: Extract<TemplateKind, 'rubric' | 'competence-model' | 'report-template'> | null
  /** What its `content` holds: engines' output is checked against it; the contract names it `<Kind>Content`. */
  content: Content
}

/** Keeps each definition's literal key, content type and subject, so the registry can type by kind. */
export const defineReportKind = <
  const Key extends string,
  Content extends TObject,
  const About extends 'person' | 'meeting',
>(
  definition: ReportKindDefinition<Key, Content, About>,
) => definition
