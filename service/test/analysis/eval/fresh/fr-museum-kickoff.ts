import type { EvalTranscript } from '../types.js'

/** Fresh: a French project kick-off between a museum and a web agency (CMS, go-live, hosting, translation). */
export const FR_MUSEUM_KICKOFF: EvalTranscript = {
  id: 'fr-museum-kickoff',
  split: 'fresh',
  language: 'fr',
  type: 'meeting',
  meetingDate: '2026-04-09',
  file: 'fr-museum-kickoff.txt',
  actionItems: [
    { owner: 'Sophie Laurent', task: ['invitations'], due: '2026-04-10' },
    { owner: 'Marc Dubois', task: ['charge'], due: '2026-04-17' },
    { owner: 'Sophie Laurent', task: ['photos'], due: '2026-04-10' },
    { owner: 'Karim Benali', task: ['planning'], due: '2026-04-13' },
    { owner: 'Léa Fontaine', task: ['planche'] },
  ],
  decisions: [['wordpress'], ['25 août'], ['ovh'], ['interne']],
  amounts: [
    { amount: 68000, currency: 'EUR' },
    { amount: 190, currency: 'EUR' },
    { amount: 68000, currency: 'EUR' },
    { amount: 4500, currency: 'EUR' },
  ],
  distractors: [
    'hébergement managé',
    'strapi',
    'équipe des publics',
    'traducteur',
    'autres langues',
    'migrer',
    'perdu',
  ],
}
