import { StringEnum } from '../common.js'
import { REPORT_KINDS } from '../../domain/analysis/types.js'

export const ReportKindSchema = StringEnum(REPORT_KINDS, { $id: 'ReportKind' })
export const EngineNameSchema = StringEnum(['builtin', 'llm'], { $id: 'EngineName' })
