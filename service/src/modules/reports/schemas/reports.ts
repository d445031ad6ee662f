import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../../lib/schemas/common.js'
import { EngineNameSchema, ReportKindSchema, unionByKind } from '../../report-kinds/index.js'
export const REPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const

export const ReportStatusSchema = StringEnum(REPORT_STATUSES, { $id: 'ReportStatus' })
const SourceType = StringEnum(['meeting', 'self-interview'])

/** Kind-specific body as the service writes it; the contract types it per kind (report-kinds/kind-unions.ts). */
const Content = Type.Record(Type.String(), Type.Unknown(), { description: 'Kind-specific report content' })

const report = unionByKind(
  'Report',
  {
    id: Uuid,
    orgId: Uuid,
    kind: Type.Ref(ReportKindSchema),
    title: Type.String(),
    subject: Nullable(Type.String()),
    profileId: Nullable(Uuid),
    source: Type.Object({ type: SourceType, id: Uuid, title: Type.String() }, { additionalProperties: false }),
    status: Type.Ref(ReportStatusSchema),
    engine: Type.Ref(EngineNameSchema),
    content: Content,
    summary: Type.String(),
    language: Type.String(),
    error: Nullable(Type.String()),
    analysisId: Nullable(Uuid),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    shared: Nullable(Type.Object({ expiresAt: IsoDateTime }, { additionalProperties: false })),
  },
  { pending: true },
)
/** A report: its `content` is its kind's, or `{}` until its first run is ready. */
export const ReportSchema = report.schema
export const ReportVariantSchemas = report.variants
export type Report = Static<typeof ReportSchema>

/** A list row: the report without its content, which only the report itself (GET /api/reports/{id}) carries. */
export const ReportSummarySchema = Type.Omit(report.wire, ['content'], {
  $id: 'ReportSummary',
  additionalProperties: false,
})
export type ReportSummary = Static<typeof ReportSummarySchema>

export const ReportPageSchema = Type.Object(
  { reports: Type.Array(Type.Ref(ReportSummarySchema)), total: Type.Integer() },
  { $id: 'ReportPage', additionalProperties: false },
)

export const ReportSortKeys = ['createdAt', 'kind', 'status', 'subject'] as const
export const ReportListQuery = Type.Object(
  {
    ...PagingQuery,
    kind: Type.Optional(Type.Ref(ReportKindSchema)),
    status: Type.Optional(Type.Ref(ReportStatusSchema)),
    subject: Type.Optional(Type.String({ maxLength: 120 })),
    source: Type.Optional(SourceType),
    sourceId: Type.Optional({ ...Uuid, description: 'Only the reports of this meeting or self-interview' }),
    from: Type.Optional(IsoDateTime),
    to: Type.Optional(IsoDateTime),
    sortBy: StringEnum(ReportSortKeys, { default: 'createdAt' }),
    orderBy: StringEnum(['asc', 'desc'], { default: 'desc' }),
  },
  { additionalProperties: false },
)
export type ReportListQuery = Static<typeof ReportListQuery>

export const ShareReportBody = Type.Object(
  { expiresInDays: Type.Integer({ minimum: 1, maximum: 90, default: 14 }) },
  { additionalProperties: false },
)

export const ReportShareSchema = Type.Object(
  { token: Type.String(), url: Type.String(), expiresAt: IsoDateTime },
  { $id: 'ReportShare', additionalProperties: false },
)

/** What a share link reveals: the report itself, no organization or internal ids. */
const publicReport = unionByKind(
  'PublicReport',
  {
    kind: Type.Ref(ReportKindSchema),
    title: Type.String(),
    subject: Nullable(Type.String()),
    source: Type.Object({ type: SourceType, title: Type.String() }, { additionalProperties: false }),
    content: Content,
    summary: Type.String(),
    language: Type.String(),
    /** Which engine analysed it: a reader of a shared link is told whether a language model was involved. */
    engine: Type.Ref(EngineNameSchema),
    createdAt: IsoDateTime,
    expiresAt: IsoDateTime,
  },
  { pending: false },
)
export const PublicReportSchema = publicReport.schema
export const PublicReportVariantSchemas = publicReport.variants

/** As the service writes them: plugins/app/wire-schemas.ts. */
export const ReportWireSchema = report.wire
export const PublicReportWireSchema = publicReport.wire
