import { StringEnum } from '../../../lib/schemas/common.js'
import { REPORT_KINDS } from '../../analysis/types.js'

export const ReportKindSchema = StringEnum(REPORT_KINDS, { $id: 'ReportKind' })
export const EngineNameSchema = StringEnum(['builtin', 'llm'], { $id: 'EngineName' })
