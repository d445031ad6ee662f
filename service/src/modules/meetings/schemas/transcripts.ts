import { Type } from '@sinclair/typebox'
import { IsoDateTime, StringEnum } from '../../../lib/schemas/common.js'

export const TRANSCRIPT_FORMATS = ['vtt', 'srt', 'plain', 'json'] as const

export const SegmentSchema = Type.Object(
  {
    speaker: Type.String(),
    startMs: Type.Integer({ minimum: 0 }),
    endMs: Type.Integer({ minimum: 0 }),
    text: Type.String(),
  },
  { $id: 'Segment', additionalProperties: false },
)

export const TranscriptSchema = Type.Object(
  {
    segments: Type.Array(Type.Ref(SegmentSchema)),
    speakers: Type.Array(Type.String()),
    format: StringEnum(TRANSCRIPT_FORMATS),
    uploadedAt: IsoDateTime,
    masked: Type.Optional(Type.Boolean({ description: 'sensitive values are masked in these segments' })),
  },
  { $id: 'Transcript', additionalProperties: false },
)

/** The raw file travels as the body; OpenAPI shows it as a string for each accepted content type. */
export const TranscriptUploadBody = Type.String({
  description: 'The transcript file: WebVTT, SRT, plain "Speaker: text" lines or JSON segments',
})
