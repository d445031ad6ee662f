import type { TemplateSection } from '../../modules/analysis/index.js'
import type { TemplateKind } from '../../db/schema.js'

const c = (id: string, title: string, weight: number, keywords: string[]) => ({ id, title, weight, keywords })

/**
 * One document of each template kind per demo organization. The rubric, competence model and report
 * template are what the engine scores against (their sections), so the demo reports show the
 * organization's own criteria rather than the engine's defaults. Keywords are word stems in EN and RU.
 */
const RUBRIC: TemplateSection[] = [
  {
    id: 'craft',
    title: 'Craft',
    criteria: [
      c('technical-depth', 'Technical depth', 1.5, [
        'architecture',
        'database',
        'performance',
        'design',
        'scal',
        'архитектур',
        'баз',
        'производительн',
        'масштаб',
      ]),
      c('problem-solving', 'Problem solving', 1.5, [
        'problem',
        'root cause',
        'debug',
        'trade-off',
        'analy',
        'проблем',
        'причин',
        'анализ',
        'решени',
      ]),
    ],
  },
  {
    id: 'behaviour',
    title: 'Behaviour',
    criteria: [
      c('ownership', 'Ownership', 1, [
        'i led',
        'responsible',
        'owned',
        'delivered',
        'launch',
        'отвечал',
        'руковод',
        'запуст',
      ]),
      c('communication', 'Communication', 1, [
        'explain',
        'stakeholder',
        'present',
        'listen',
        'объясн',
        'презент',
        'слуша',
      ]),
      c('teamwork', 'Teamwork', 1, ['team', 'together', 'mentor', 'help', 'команд', 'вместе', 'помог', 'настав']),
    ],
  },
]

const COMPETENCE_MODEL: TemplateSection[] = [
  {
    id: 'thinking',
    title: 'Thinking',
    criteria: [
      c('analytical-thinking', 'Analytical thinking', 1, [
        'analy',
        'data',
        'metric',
        'hypothes',
        'анализ',
        'данны',
        'метрик',
        'гипотез',
      ]),
      c('learning-agility', 'Learning agility', 1, [
        'learn',
        'new',
        'adapt',
        'change',
        'научи',
        'нов',
        'адапт',
        'измен',
      ]),
    ],
  },
  {
    id: 'people',
    title: 'People',
    criteria: [
      c('influence', 'Influence', 1, ['convince', 'agree', 'align', 'persuad', 'убеди', 'договор', 'соглас']),
      c('collaboration', 'Collaboration', 1, ['team', 'together', 'support', 'команд', 'вместе', 'поддерж']),
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    criteria: [
      c('result-orientation', 'Result orientation', 1.2, [
        'result',
        'goal',
        'deliver',
        'achiev',
        'результат',
        'цел',
        'достиг',
      ]),
      c('planning', 'Planning', 0.8, ['plan', 'priorit', 'deadline', 'план', 'приоритет', 'срок']),
    ],
  },
]

const REPORT_TEMPLATE: TemplateSection[] = [
  {
    id: 'purpose',
    title: 'Purpose',
    criteria: [
      c('agenda', 'Agenda stated', 1, ['agenda', 'goal', 'purpose', 'today we', 'повестк', 'цель', 'сегодня']),
    ],
  },
  {
    id: 'outcomes',
    title: 'Outcomes',
    criteria: [
      c('decisions', 'Decisions recorded', 1.5, ['decide', 'agreed', 'decision', 'решил', 'договорил', 'решени']),
      c('owners', 'Owners named', 1, ["i'll", 'i will', 'owner', 'сделаю', 'возьму', 'отвечает']),
      c('deadlines', 'Deadlines set', 1, [
        'by friday',
        'next week',
        'deadline',
        'до пятницы',
        'срок',
        'на следующей неделе',
      ]),
    ],
  },
]

const QUESTION_SET = {
  questions: [
    { id: 'intro', text: 'Tell us about yourself and your current role.' },
    { id: 'project', text: 'Describe a project you are proud of and your part in it.' },
    { id: 'conflict', text: 'Tell us about a disagreement in your team and how it was resolved.' },
    { id: 'growth', text: 'What do you want to learn next, and why?' },
  ],
}

export const DEMO_TEMPLATES: { kind: TemplateKind; name: string; document: Record<string, unknown> }[] = [
  { kind: 'rubric', name: 'Engineering interview rubric', document: { sections: RUBRIC } },
  { kind: 'competence-model', name: 'Company competence model', document: { sections: COMPETENCE_MODEL } },
  { kind: 'report-template', name: 'Meeting outcome template', document: { sections: REPORT_TEMPLATE } },
  { kind: 'question-set', name: 'Self-interview: general', document: QUESTION_SET },
]
