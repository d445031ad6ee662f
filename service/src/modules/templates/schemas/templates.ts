import { Type, type Static } from '@sinclair/typebox'
import { TEMPLATE_KINDS } from '../kind-schemas.js'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../../lib/schemas/common.js'

export const TemplateKindSchema = StringEnum(TEMPLATE_KINDS, { $id: 'TemplateKind' })

const Document = Type.Record(Type.String(), Type.Unknown(), {
  description: 'The document; its JSON Schema is GET /api/templates/schemas/{kind}',
})
const Note = Type.String({ maxLength: 500, description: 'What changed in this version' })
const Name = Type.String({ minLength: 1, maxLength: 200 })

/** What every version row tells about itself (without its document). */
const versionFields = {
  versionId: { ...Uuid, description: 'The row of this version: what reports record as the version they used' },
  version: Type.Integer({ minimum: 1 }),
  author: Nullable(Type.Object({ id: Nullable(Uuid), name: Type.String() }, { additionalProperties: false })),
  note: Type.String(),
  publishedAt: Nullable(IsoDateTime),
  createdAt: IsoDateTime,
}

export const TemplateVersionSummarySchema = Type.Object(versionFields, {
  $id: 'TemplateVersionSummary',
  additionalProperties: false,
})
export type TemplateVersionSummary = Static<typeof TemplateVersionSummarySchema>

export const TemplateVersionSchema = Type.Object(
  { ...versionFields, templateId: Uuid, kind: Type.Ref(TemplateKindSchema), name: Type.String(), document: Document },
  { $id: 'TemplateVersion', additionalProperties: false },
)
export type TemplateVersion = Static<typeof TemplateVersionSchema>

const summaryFields = {
  id: { ...Uuid, description: 'The template (all its versions)' },
  orgId: Uuid,
  kind: Type.Ref(TemplateKindSchema),
  name: Type.String(),
  latest: Type.Ref(TemplateVersionSummarySchema),
  publishedVersion: Nullable(Type.Integer({ description: 'The version work uses, when one is published' })),
  active: Type.Boolean({ description: 'This template is the one analyses of its kind use now' }),
  versionCount: Type.Integer(),
  updatedAt: IsoDateTime,
}

export const TemplateSummarySchema = Type.Object(summaryFields, { $id: 'TemplateSummary', additionalProperties: false })
export type TemplateSummary = Static<typeof TemplateSummarySchema>

export const TemplateSchema = Type.Object(
  { ...summaryFields, document: Document },
  { $id: 'Template', additionalProperties: false },
)
export type Template = Static<typeof TemplateSchema>

export const TemplatePageSchema = Type.Object(
  { templates: Type.Array(Type.Ref(TemplateSummarySchema)), total: Type.Integer() },
  { $id: 'TemplatePage', additionalProperties: false },
)

export const TemplateSortKeys = ['name', 'kind', 'updatedAt'] as const
export const TemplateListQuery = Type.Object(
  {
    ...PagingQuery,
    kind: Type.Optional(Type.Ref(TemplateKindSchema)),
    sortBy: StringEnum(TemplateSortKeys, { default: 'updatedAt' }),
    orderBy: StringEnum(['asc', 'desc'], { default: 'desc' }),
  },
  { additionalProperties: false },
)
export type TemplateListQuery = Static<typeof TemplateListQuery>

export const CreateTemplateBody = Type.Object(
  { kind: Type.Ref(TemplateKindSchema), name: Name, document: Document, note: Type.Optional(Note) },
  { additionalProperties: false },
)
export const SaveVersionBody = Type.Object(
  {
    document: Document,
    note: Type.Optional(Note),
    baseVersion: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'The version the edit started from; 409 when a newer one was saved meanwhile',
      }),
    ),
  },
  { additionalProperties: false },
)
export const NoteBody = Type.Object({ note: Type.Optional(Note) }, { additionalProperties: false })
export const PublishBody = Type.Object(
  { version: Type.Optional(Type.Integer({ minimum: 1, description: 'Default: the newest' })) },
  { additionalProperties: false },
)
export const DuplicateBody = Type.Object({ name: Type.Optional(Name) }, { additionalProperties: false })

export const VersionParams = Type.Object(
  { id: Uuid, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
)
export const KindParams = Type.Object({ kind: Type.Ref(TemplateKindSchema) }, { additionalProperties: false })

export const VersionListSchema = Type.Object(
  { versions: Type.Array(Type.Ref(TemplateVersionSummarySchema)), total: Type.Integer() },
  { $id: 'TemplateVersionList', additionalProperties: false },
)

export const DiffQuery = Type.Object(
  { from: Type.Integer({ minimum: 1 }), to: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
)
export const JsonPatchOperationSchema = Type.Object(
  {
    op: StringEnum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
    path: Type.String(),
    from: Type.Optional(Type.String()),
    value: Type.Optional(Type.Unknown()),
  },
  { $id: 'JsonPatchOperation', additionalProperties: false },
)
export const TemplateDiffSchema = Type.Object(
  {
    from: Type.Integer(),
    to: Type.Integer(),
    patch: Type.Array(Type.Ref(JsonPatchOperationSchema), { description: 'RFC 6902: applied to `from` it gives `to`' }),
  },
  { $id: 'TemplateDiff', additionalProperties: false },
)

export const KindSchemaSchema = Type.Object(
  {
    kind: Type.Ref(TemplateKindSchema),
    schema: Type.Record(Type.String(), Type.Unknown(), { description: 'JSON Schema (draft-07) of the document' }),
  },
  { $id: 'TemplateKindSchemaDoc', additionalProperties: false },
)
export const KindSchemaListSchema = Type.Object(
  { kinds: Type.Array(Type.Ref(KindSchemaSchema)) },
  { $id: 'TemplateKindSchemaList', additionalProperties: false },
)

export const ReportTemplateUsageSchema = Type.Object(
  {
    templateId: Uuid,
    versionId: Uuid,
    kind: Type.Ref(TemplateKindSchema),
    name: Type.String(),
    version: Type.Integer(),
  },
  { $id: 'ReportTemplateUsage', additionalProperties: false },
)
