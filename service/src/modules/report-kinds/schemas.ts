import { StringEnum } from '../../lib/schemas/common.js'
import { ENGINE_NAMES, REPORT_KINDS } from './kinds.js'

export const ReportKindSchema = StringEnum(REPORT_KINDS, { $id: 'ReportKind' })
export const EngineNameSchema = StringEnum(ENGINE_NAMES, { $id: 'EngineName' })
