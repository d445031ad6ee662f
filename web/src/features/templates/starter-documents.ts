import type { ApiSchemas } from '../../lib/api-client'
import { createTemplate, type TemplateKind } from './api'

const criterion = (id: string, title: string) => ({ id, title, weight: 1, keywords: [] })
const sections = [{ id: 'main', title: 'Main section', criteria: [criterion('first-criterion', 'First criterion')] }]

const rubric: ApiSchemas['RubricDocument'] = { title: 'New rubric', sections }
const competenceModel: ApiSchemas['CompetenceModelDocument'] = { title: 'New competence model', sections }
const reportTemplate: ApiSchemas['ReportTemplateDocument'] = { title: 'New report template', sections }
const questionSet: ApiSchemas['QuestionSetDocument'] = {
  language: 'en',
  description: '',
  questions: [{ id: 'about', text: 'Tell us about yourself and your current role.', mode: 'text' }],
}
const summaryPrompt: ApiSchemas['SummaryPromptDocument'] = {
  system: 'You summarise conversations faithfully, quoting what was said.',
  instructions: 'List the main points, the decisions and the action items with their owners.',
  language: 'auto',
}

/** The smallest valid document of each kind: a new template starts from it and is edited in the builder. */
export const STARTER_DOCUMENTS: Record<TemplateKind, Record<string, unknown>> = {
  rubric,
  'competence-model': competenceModel,
  'report-template': reportTemplate,
  'question-set': questionSet,
  'summary-prompt': summaryPrompt,
}

/** A new template of `kind` named `name`, from the kind's starter document. */
export const createFromStarter = (kind: TemplateKind, name: string) =>
  createTemplate(kind, name, STARTER_DOCUMENTS[kind])
