import { Type } from '@sinclair/typebox'
import { SegmentSchema } from '../../meetings/index.js'
import { ReportKindSchema, unionByKind } from '../../report-kinds/index.js'

const example = unionByKind(
  'ReportExample',
  {
    kind: Type.Ref(ReportKindSchema),
    title: Type.String(),
    sample: Type.Object(
      { id: Type.String(), title: Type.String(), language: Type.String() },
      { additionalProperties: false },
    ),
    summary: Type.String(),
    content: Type.Record(Type.String(), Type.Unknown()),
    segments: Type.Array(Type.Ref(SegmentSchema)),
  },
  { pending: false },
)
export const ReportExampleSchema = example.schema
export const ReportExampleVariantSchemas = example.variants
/** As the service writes it: plugins/app/wire-schemas.ts. */
export const ReportExampleWireSchema = example.wire

export const ReportExampleListSchema = Type.Object(
  { examples: Type.Array(Type.Ref(ReportExampleSchema)), total: Type.Integer() },
  { $id: 'ReportExampleList', additionalProperties: false },
)

export const KindParams = Type.Object({ kind: Type.Ref(ReportKindSchema) }, { additionalProperties: false })
