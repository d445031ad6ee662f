import { Type } from '@sinclair/typebox'
import { SegmentSchema } from '../../meetings/index.js'
import { ReportKindSchema } from '../../report-kinds/index.js'
export const ReportExampleSchema = Type.Object(
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
  { $id: 'ReportExample', additionalProperties: false },
)

export const ReportExampleListSchema = Type.Object(
  { examples: Type.Array(Type.Ref(ReportExampleSchema)), total: Type.Integer() },
  { $id: 'ReportExampleList', additionalProperties: false },
)

export const KindParams = Type.Object({ kind: Type.Ref(ReportKindSchema) }, { additionalProperties: false })
