import type { EvalTranscript } from '../types.js'

/** An 8-minute French project kick-off: "on part sur React Native", go-live 15 September, "je m'en occupe". */
export const FR_KICKOFF: EvalTranscript = {
  id: 'fr-kickoff',
  split: 'dev',
  language: 'fr',
  type: 'meeting',
  meetingDate: '2026-03-10',
  file: 'fr-kickoff.txt',
  actionItems: [
    { owner: 'Sophie Bernard', task: ['écrans'], due: '2026-03-13' },
    { owner: 'Thomas Petit', task: ['accès', 'api'], due: '2026-03-11' },
    { owner: 'Julien Moreau', task: ['environnement de recette'], due: '2026-03-13' },
    { owner: 'Claire Martin', task: ['compte rendu'], due: '2026-03-11' },
  ],
  decisions: [['react native'], ['15 septembre']],
  amounts: [
    { amount: 85000, currency: 'EUR' },
    { amount: 85000, currency: 'EUR' },
    { amount: 12500, currency: 'EUR' },
  ],
  distractors: ['service juridique', 'back-office', 'version tablette'],
}
