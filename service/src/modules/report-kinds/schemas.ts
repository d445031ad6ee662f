import { StringEnum } from '../../lib/schemas/common.js'
import { REPORT_KINDS } from './registry.js'

export const ReportKindSchema = StringEnum(REPORT_KINDS, { $id: 'ReportKind' })

/** The engines that write reports: the offline built-in one and an OpenAI-compatible model. */
export const ENGINE_NAMES = ['builtin', 'llm'] as const
export type EngineName = (typeof ENGINE_NAMES)[number]
export const EngineNameSchema = StringEnum(ENGINE_NAMES, { $id: 'EngineName' })
