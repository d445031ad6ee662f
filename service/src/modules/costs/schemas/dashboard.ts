import { Type } from '@sinclair/typebox'
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../../../lib/schemas/common.js'

const day = (description = 'A local day (YYYY-MM-DD) in each organization’s time zone') =>
  Type.String({ format: 'date', description })
const Day = day()
const Minor = Type.Integer({ description: 'Money in minor units (cents) of `currency`' })

/** The filter every cost view shares; it is what the screens keep in the URL. */
export const CostFilterQuery = {
  from: Type.Optional(day('First local day; defaults to 29 days before `to` (30 days in all)')),
  to: Type.Optional(
    day(
      'Last local day; defaults to today in the organization’s time zone (across every organization, the latest of their todays)',
    ),
  ),
  orgId: Type.Optional(Uuid),
  kind: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  currency: Type.Optional(
    Type.String({
      pattern: '^[A-Z]{3}$',
      description: 'Defaults to the organization’s currency (EUR for every organization)',
    }),
  ),
}

export const CostOverviewQuery = Type.Object(
  {
    ...CostFilterQuery,
    granularity: StringEnum(['day', 'week', 'month'], { default: 'day' }),
    stackBy: StringEnum(['kind', 'org'], { default: 'kind' }),
  },
  { additionalProperties: false },
)

const Breakdown = Type.Array(
  Type.Object(
    { key: Type.String(), label: Type.String(), amountMinor: Minor, tokens: Type.Integer(), events: Type.Integer() },
    { additionalProperties: false },
  ),
)
const Top = Type.Array(
  Type.Object(
    { id: Uuid, title: Nullable(Type.String()), orgId: Uuid, orgName: Type.String(), amountMinor: Minor },
    { additionalProperties: false },
  ),
)

export const CostOverviewSchema = Type.Object(
  {
    from: Day,
    to: Day,
    previousFrom: Day,
    previousTo: Day,
    currency: Type.String(),
    granularity: StringEnum(['day', 'week', 'month']),
    kpis: Type.Object(
      {
        spendMinor: Minor,
        previousSpendMinor: Minor,
        changePercent: Nullable(
          Type.Number({ description: 'Against the previous period of equal length; null when that was zero' }),
        ),
        analysedMeetings: Type.Integer(),
        costPerMeetingMinor: Nullable(Minor),
        tokens: Type.Integer(),
        events: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    series: Type.Array(
      Type.Object(
        { period: Day, key: Type.String(), label: Type.String(), amountMinor: Minor },
        { additionalProperties: false },
      ),
    ),
    byOrg: Breakdown,
    byKind: Breakdown,
    byModel: Breakdown,
    topMeetings: Top,
    topReports: Top,
  },
  { additionalProperties: false },
)

export const CostRowSchema = Type.Object(
  {
    id: Uuid,
    createdAt: IsoDateTime,
    localDay: Day,
    orgId: Uuid,
    orgName: Type.String(),
    kind: Type.String(),
    model: Type.String(),
    quantity: Type.Integer(),
    inputTokens: Type.Integer(),
    outputTokens: Type.Integer(),
    unitPriceMinor: Minor,
    amountMinor: Minor,
    currency: Type.String(),
    meetingId: Nullable(Uuid),
    reportId: Nullable(Uuid),
    selfInterviewId: Nullable(Uuid),
    runId: Nullable(Uuid),
  },
  { additionalProperties: false },
)

export const CostRowsQuery = Type.Object(
  {
    ...CostFilterQuery,
    page: Type.Integer({ minimum: 1, default: 1 }),
    itemsPerPage: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
  },
  { additionalProperties: false },
)

export const CostExportQuery = Type.Object({ ...CostFilterQuery }, { additionalProperties: false })

export const CostRowPageSchema = Type.Object(
  { rows: Type.Array(CostRowSchema), total: Type.Integer() },
  { additionalProperties: false },
)

const SubjectCostRowSchema = Type.Object(
  {
    ...CostRowSchema.properties,
    shareMinor: Type.Integer({
      description: 'What this record carries of the row: all of it, or its share when the row is shared out',
    }),
    sharedBy: Type.Integer({ minimum: 1, description: 'How many reports share the row (1: this record alone)' }),
  },
  { additionalProperties: false },
)

export const SubjectCostSchema = Type.Object(
  {
    rows: Type.Array(SubjectCostRowSchema),
    totals: Type.Array(Type.Object({ currency: Type.String(), amountMinor: Minor }, { additionalProperties: false }), {
      description: 'Per currency: the sum of the record’s shares',
    }),
  },
  { additionalProperties: false },
)

export const BreakdownQuery = Type.Object(
  {
    ...CostFilterQuery,
    by: StringEnum(['user', 'engine', 'model', 'report-kind', 'tag'], {
      description: 'user: who started the work; engine: builtin or llm; report-kind: the reports a row paid for',
    }),
  },
  { additionalProperties: false },
)

export const BreakdownSchema = Type.Object(
  {
    by: StringEnum(['user', 'engine', 'model', 'report-kind', 'tag']),
    from: Day,
    to: Day,
    currency: Type.String(),
    totalMinor: Type.Integer({ description: 'The dashboard’s spend for the same filter' }),
    countsRowsOnce: Type.Boolean({
      description:
        'false for tags: a row of a meeting with several tags counts under each, so the items may add up to more than the total',
    }),
    items: Type.Array(
      Type.Object(
        {
          key: Nullable(
            Type.String({
              description:
                'null: the row has no value (unknown user, engine or model; no single report; untagged). An empty string: a value no longer known (a deleted report)',
            }),
          ),
          label: Nullable(Type.String({ description: 'A user’s name, a tag as written; null with a null key' })),
          amountMinor: Minor,
          tokens: Type.Integer(),
          events: Type.Integer({ description: 'Usage rows (a row split over reports counts once per kind)' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    moreItems: Type.Integer({ description: 'Values past the first 100, folded into moreMinor' }),
    moreMinor: Minor,
  },
  { additionalProperties: false },
)
