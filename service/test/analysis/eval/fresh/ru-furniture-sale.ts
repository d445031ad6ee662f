import type { EvalTranscript } from '../types.js'

/**
 * Fresh: a Russian sales call for office chairs, with unit prices, spaced thousands ("1 192 000 ₽"), bare numbers
 * that are prices only by context ("12 500 за рабочее"), an amount in words and a rejected counter-offer.
 */
export const RU_FURNITURE_SALE: EvalTranscript = {
  id: 'ru-furniture-sale',
  split: 'fresh',
  language: 'ru',
  type: 'negotiation',
  meetingDate: '2026-04-08',
  file: 'ru-furniture-sale.txt',
  actionItems: [
    { owner: 'Андрей Кузнецов', task: ['договор'], due: '2026-04-08' },
    { owner: 'Павел Егоров', task: ['счет'] },
    { owner: 'Андрей Кузнецов', task: ['привез'], due: '2026-04-10' },
  ],
  decisions: [['13 000']],
  amounts: [
    { amount: 14900, currency: 'RUB' },
    { amount: 14900, currency: 'RUB' },
    { amount: 1192000, currency: 'RUB' },
    { amount: 1000000, currency: 'RUB' },
    { amount: 13410, currency: 'RUB' },
    { amount: 9800, currency: 'RUB' },
    { amount: 300000, currency: 'RUB' },
    { amount: 450, currency: 'RUB' },
    { amount: 13112, currency: 'RUB' },
    { amount: 8624, currency: 'RUB' },
    { amount: 13112, currency: 'RUB' },
    { amount: 1048960, currency: 'RUB' },
    { amount: 12500, currency: 'RUB' },
    { amount: 12500, currency: 'RUB' },
    { amount: 12900, currency: 'RUB' },
    { amount: 13000, currency: 'RUB' },
    { amount: 13000, currency: 'RUB' },
    { amount: 1040000, currency: 'RUB' },
    { amount: 100000, currency: 'RUB' },
    { amount: 7900, currency: 'RUB' },
    { amount: 6952, currency: 'RUB' },
    { amount: 13000, currency: 'RUB' },
    { amount: 6952, currency: 'RUB' },
    { amount: 1123424, currency: 'RUB' },
  ],
  distractors: ['юрист', 'правки', 'собер', 'директор', '12 500', '50 процентов', 'образцы можно'],
}
