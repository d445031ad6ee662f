import { Type, type TSchema } from '@sinclair/typebox'

/**
 * The document of each template kind, as TypeBox (so the service's types and the JSON Schema served
 * to the browser come from one definition). Each schema is self-contained (no $ref) so a browser
 * editor can use it as it is. Criterion weights are relative; a section needs at least one criterion
 * that weighs more than zero, so its weights sum to more than zero (otherwise nothing is scored).
 */
export const TEMPLATE_KINDS = [
  'rubric',
  'competence-model',
  'report-template',
  'question-set',
  'summary-prompt',
] as const
export type TemplateKindName = (typeof TEMPLATE_KINDS)[number]

const Slug = Type.String({
  pattern: '^[a-z0-9][a-z0-9-]*$',
  minLength: 1,
  maxLength: 64,
  description: 'A stable id: lowercase letters, digits and dashes',
})
const Title = Type.String({ minLength: 1, maxLength: 200 })

const Criterion = Type.Object(
  {
    id: Slug,
    title: Title,
    description: Type.Optional(
      Type.String({ maxLength: 2000, description: 'What evidence of this criterion sounds like' }),
    ),
    weight: Type.Number({ minimum: 0, maximum: 10, description: 'Relative weight inside its section (0 to 10)' }),
    keywords: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), {
      maxItems: 100,
      uniqueItems: true,
      description: 'Word stems whose presence in the transcript counts as evidence (EN and RU)',
    }),
  },
  { additionalProperties: false },
)

const Section = Type.Object(
  {
    id: Slug,
    title: Title,
    criteria: Type.Array(Criterion, {
      minItems: 1,
      maxItems: 50,
      contains: Type.Object({ weight: Type.Number({ exclusiveMinimum: 0 }) }),
      description: 'The criteria of this section; their weights must sum to more than zero',
    }),
  },
  { additionalProperties: false },
)

const Sections = Type.Array(Section, {
  minItems: 1,
  maxItems: 30,
  description: 'Sections of criteria, scored in order',
})

export const RubricDocument = Type.Object(
  {
    title: Type.Optional(Title),
    sections: Sections,
  },
  {
    $id: 'RubricDocument',
    additionalProperties: false,
    title: 'Rubric',
    description: 'Criteria a recruiter report scores an interview against',
  },
)

export const CompetenceModelDocument = Type.Object(
  {
    title: Type.Optional(Title),
    levels: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
        minItems: 2,
        maxItems: 10,
        description: 'Names of the proficiency levels, lowest first',
      }),
    ),
    sections: Sections,
  },
  {
    $id: 'CompetenceModelDocument',
    additionalProperties: false,
    title: 'Competence model',
    description: 'Competences (criteria) grouped in clusters (sections)',
  },
)

export const ReportTemplateDocument = Type.Object(
  {
    title: Type.Optional(Title),
    intro: Type.Optional(Type.String({ maxLength: 4000, description: 'Text shown above the scored sections' })),
    sections: Sections,
  },
  {
    $id: 'ReportTemplateDocument',
    additionalProperties: false,
    title: 'Report template',
    description: 'Sections and criteria of a meeting outcome (alfa) report',
  },
)

// The shape self-interviews read (`questionsOf` in domain/self-interviews/question-set.ts): absent timings take
// its defaults there (think 30 s, answer 180 s, one retake, text), so a hand-written set stays short.
export const QuestionSetDocument = Type.Object(
  {
    title: Type.Optional(Title),
    language: Type.Optional(
      Type.String({ enum: ['en', 'ru', 'fr', 'ar'], description: 'The language the questions are written in' }),
    ),
    description: Type.Optional(
      Type.String({ maxLength: 4000, description: "The candidate's first screen: what the interview is about" }),
    ),
    questions: Type.Array(
      Type.Object(
        {
          id: Slug,
          text: Type.String({ minLength: 1, maxLength: 2000 }),
          hint: Type.Optional(Type.String({ maxLength: 1000 })),
          thinkSeconds: Type.Optional(
            Type.Integer({ minimum: 0, maximum: 600, description: 'Time to read and think before the answer starts' }),
          ),
          answerSeconds: Type.Optional(Type.Integer({ minimum: 10, maximum: 3600, description: 'Time to answer' })),
          retakes: Type.Optional(
            Type.Integer({ minimum: 0, maximum: 5, description: 'How many times a recorded answer may be redone' }),
          ),
          mode: Type.Optional(
            Type.String({ enum: ['text', 'audio', 'video'], description: 'How the candidate answers' }),
          ),
          practice: Type.Optional(
            Type.Boolean({ description: 'A warm-up question: answered, never recorded or scored' }),
          ),
          criteria: Type.Optional(
            Type.Array(
              Type.Object(
                {
                  id: Slug,
                  name: Type.String({ minLength: 1, maxLength: 200 }),
                  anchors: Type.Object(
                    {
                      '1': Type.String({ maxLength: 500, description: 'What a 1 (weak) answer looks like' }),
                      '3': Type.String({ maxLength: 500, description: 'What a 3 (adequate) answer looks like' }),
                      '5': Type.String({ maxLength: 500, description: 'What a 5 (strong) answer looks like' }),
                    },
                    { additionalProperties: false },
                  ),
                },
                { additionalProperties: false },
              ),
              {
                maxItems: 10,
                description: 'The rubric reviewers rate the answer against (1-5); without it, one overall rating',
              },
            ),
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  {
    $id: 'QuestionSetDocument',
    additionalProperties: false,
    title: 'Question set',
    description: 'Questions of a self-interview, asked in order',
  },
)

export const SummaryPromptDocument = Type.Object(
  {
    system: Type.String({ minLength: 1, maxLength: 8000, description: 'The system message given to the model' }),
    instructions: Type.String({ minLength: 1, maxLength: 8000, description: 'What the summary must contain' }),
    maxWords: Type.Optional(Type.Integer({ minimum: 20, maximum: 5000 })),
    language: Type.Optional(
      Type.String({
        enum: ['auto', 'en', 'ru', 'fr', 'ar'],
        description: 'Language of the summary; auto follows the text',
      }),
    ),
  },
  {
    $id: 'SummaryPromptDocument',
    additionalProperties: false,
    title: 'Summary prompt',
    description: 'How the summarizer asks the model for a summary',
  },
)

export const KIND_SCHEMAS: Record<TemplateKindName, TSchema> = {
  rubric: RubricDocument,
  'competence-model': CompetenceModelDocument,
  'report-template': ReportTemplateDocument,
  'question-set': QuestionSetDocument,
  'summary-prompt': SummaryPromptDocument,
}

/**
 * The plain JSON Schema of a kind (TypeBox's symbols dropped), with the draft it follows. The same schemas are
 * in the OpenAPI document's components (registered by their $id), which is where the web's tests read them.
 */
export function jsonSchemaOf(kind: TemplateKindName): Record<string, unknown> {
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...JSON.parse(JSON.stringify(KIND_SCHEMAS[kind])) }
}

export const documentSchemas = Object.values(KIND_SCHEMAS)
