import { readFileSync } from 'node:fs'
import { parseTranscript } from '../../../src/modules/meetings/index.js'
import type { Segment } from '../../../src/modules/analysis/types.js'
import { EN_INTERVIEW_BACKEND } from './dev/en-interview-backend.js'
import { EN_INTERVIEW_MOBILE } from './dev/en-interview-mobile.js'
import { EN_SUPPLIER_NEGOTIATION } from './dev/en-supplier-negotiation.js'
import { EN_WEEKLY } from './dev/en-weekly.js'
import { FR_INTERVIEW } from './dev/fr-interview.js'
import { FR_KICKOFF } from './dev/fr-kickoff.js'
import { FR_PRICE_NEGOTIATION } from './dev/fr-price-negotiation.js'
import { RU_INTERVIEW } from './dev/ru-interview.js'
import { RU_SALES_CALL } from './dev/ru-sales-call.js'
import { RU_TEAM_MEETING } from './dev/ru-team-meeting.js'
import { EN_PRODUCT_SYNC } from './heldout/en-product-sync.js'
import { EN_SALARY_NEGOTIATION } from './heldout/en-salary-negotiation.js'
import { FR_INTERVIEW_DESIGNER } from './heldout/fr-interview-designer.js'
import { FR_WEEKLY } from './heldout/fr-weekly.js'
import { RU_INTERVIEW_ANALYST } from './heldout/ru-interview-analyst.js'
import { RU_SUPPLIER_NEGOTIATION } from './heldout/ru-supplier-negotiation.js'
import { EN_INTERVIEW_SUPPORT } from './blind/en-interview-support.js'
import { FR_SUPPLIER_CALL } from './blind/fr-supplier-call.js'
import { RU_PROJECT_MEETING } from './blind/ru-project-meeting.js'
import { EN_INCIDENT_REVIEW } from './fresh/en-incident-review.js'
import { FR_MUSEUM_KICKOFF } from './fresh/fr-museum-kickoff.js'
import { RU_FURNITURE_SALE } from './fresh/ru-furniture-sale.js'
import type { EvalTranscript } from './types.js'

export type { EvalTranscript } from './types.js'

export const EVAL_SET: EvalTranscript[] = [
  EN_WEEKLY,
  EN_INTERVIEW_BACKEND,
  EN_INTERVIEW_MOBILE,
  EN_SUPPLIER_NEGOTIATION,
  RU_SALES_CALL,
  RU_TEAM_MEETING,
  RU_INTERVIEW,
  FR_KICKOFF,
  FR_INTERVIEW,
  FR_PRICE_NEGOTIATION,
  EN_PRODUCT_SYNC,
  EN_SALARY_NEGOTIATION,
  RU_SUPPLIER_NEGOTIATION,
  RU_INTERVIEW_ANALYST,
  FR_WEEKLY,
  FR_INTERVIEW_DESIGNER,
  EN_INTERVIEW_SUPPORT,
  RU_PROJECT_MEETING,
  FR_SUPPLIER_CALL,
  EN_INCIDENT_REVIEW,
  RU_FURNITURE_SALE,
  FR_MUSEUM_KICKOFF,
]

/** The transcript file as uploaded, read through the same parser an upload goes through. */
export function evalSegments(t: EvalTranscript): Segment[] {
  const dir = t.split
  return parseTranscript(readFileSync(new URL(`./${dir}/${t.file}`, import.meta.url), 'utf8'))
}
