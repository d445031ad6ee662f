import { EN_INTERVIEW, EN_TEAM, RU_INTERVIEW, RU_TEAM } from './meetings.js'
import { EN_PRICE, EN_SALARY, RU_PRICE, RU_SALARY } from './negotiations.js'

export const LABELLED = [EN_PRICE, RU_PRICE, EN_SALARY, RU_SALARY, EN_INTERVIEW, RU_INTERVIEW, EN_TEAM, RU_TEAM]
export { segmentsOf, type LabelledTranscript } from './types.js'
export { scoreLabelled, type LabelledScores } from './score.js'
