import type { TemplateSection } from '../types.js'

/**
 * Fallback rubrics used when an organization has not defined its own. Keywords are bilingual because a
 * transcript may be English or Russian; matching is by word prefix, so stems are enough.
 */
const c = (id: string, title: string, weight: number, keywords: string[]) => ({ id, title, weight, keywords })

export const DEFAULT_RECRUITER_RUBRIC: TemplateSection[] = [
  { id: 'core', title: 'Core competencies', criteria: [
    c('communication', 'Communication', 1, ['explain', 'present', 'stakeholder', 'communicat', 'listen', 'объясн', 'презент', 'общени', 'коммуникац', 'донес']),
    c('problem-solving', 'Problem solving', 1.5, ['problem', 'solve', 'root cause', 'debug', 'analy', 'trade-off', 'проблем', 'решени', 'причин', 'анализ']),
    c('technical-depth', 'Technical depth', 1.5, ['architecture', 'database', 'performance', 'design', 'system', 'code', 'архитектур', 'баз', 'производительн', 'систем', 'код']),
    c('ownership', 'Ownership and delivery', 1, ['i led', 'responsible', 'delivered', 'owned', 'deadline', 'launch', 'отвечал', 'руковод', 'запуст', 'срок', 'сдела']),
    c('collaboration', 'Collaboration', 1, ['team', 'together', 'colleague', 'help', 'mentor', 'команд', 'вместе', 'коллег', 'помог', 'наставни']),
    c('motivation', 'Motivation and fit', 0.8, ['motivat', 'interested', 'excited', 'learn', 'grow', 'why', 'мотивац', 'интерес', 'развит', 'учить', 'хочу']),
  ] },
]

export const DEFAULT_COMPETENCE_MODEL: TemplateSection[] = [
  { id: 'thinking', title: 'Thinking', criteria: [
    c('analytical-thinking', 'Analytical thinking', 1, ['analy', 'data', 'metric', 'compare', 'hypothes', 'анализ', 'данны', 'метрик', 'сравн', 'гипотез']),
    c('adaptability', 'Adaptability', 1, ['change', 'adapt', 'new', 'learn', 'pivot', 'измен', 'адапт', 'нов', 'научи', 'перестро']),
  ] },
  { id: 'people', title: 'People', criteria: [
    c('communication', 'Communication', 1, ['explain', 'listen', 'feedback', 'discuss', 'объясн', 'слуша', 'обратн', 'обсужд']),
    c('collaboration', 'Collaboration', 1, ['team', 'together', 'support', 'help', 'команд', 'вместе', 'поддерж', 'помо']),
    c('leadership', 'Leadership', 1, ['led', 'lead', 'mentor', 'decide', 'responsib', 'руковод', 'настав', 'решил', 'ответствен']),
  ] },
  { id: 'results', title: 'Results', criteria: [
    c('result-orientation', 'Result orientation', 1.2, ['result', 'goal', 'deliver', 'launch', 'achiev', 'результат', 'цел', 'запуст', 'добил', 'достиг']),
    c('planning', 'Planning and organisation', 0.8, ['plan', 'priorit', 'deadline', 'schedule', 'план', 'приоритет', 'срок', 'график']),
  ] },
]

export const DEFAULT_ALFA_TEMPLATE: TemplateSection[] = [
  { id: 'structure', title: 'Meeting structure', criteria: [
    c('agenda', 'Agenda and goals', 1, ['agenda', 'goal', 'today we', 'purpose', 'повестк', 'цель', 'сегодня мы']),
    c('decisions', 'Decisions made', 1.5, ['decide', 'agreed', 'decision', 'go with', 'решил', 'договорил', 'решени']),
  ] },
  { id: 'follow-up', title: 'Follow-up', criteria: [
    c('owners', 'Owners named', 1, ["i'll", 'i will', 'owner', 'responsible', 'сделаю', 'отвечает', 'возьму']),
    c('deadlines', 'Deadlines set', 1, ['by friday', 'by monday', 'deadline', 'next week', 'до пятницы', 'срок', 'к понедельнику']),
  ] },
]
