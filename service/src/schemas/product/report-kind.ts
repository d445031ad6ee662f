import { Type } from '@sinclair/typebox'
import { REPORT_KINDS } from '../../domain/analysis/types.js'

export const ReportKindSchema = Type.Union(REPORT_KINDS.map((k) => Type.Literal(k)), { $id: 'ReportKind' })
export const EngineNameSchema = Type.Union([Type.Literal('builtin'), Type.Literal('llm')], { $id: 'EngineName' })
