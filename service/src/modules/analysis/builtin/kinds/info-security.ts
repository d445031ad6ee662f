import type { EngineInput } from '../../types.js'
import { analyseTranscript, clamp100, type TranscriptFeatures } from '../features.js'
import { overview } from '../overview.js'
import { FINDING_TYPES } from '../../../report-kinds/index.js'
import { maskedTranscript } from '../../../meetings/index.js'
import { clipQuote } from '../text.js'
import type { KindResult } from './kind-result.js'

// Weight of one finding of each type in the risk score: credentials and payment data weigh most.
const RISK: Record<(typeof FINDING_TYPES)[number], number> = {
  secret: 35,
  'api-key': 35,
  card: 30,
  iban: 20,
  host: 12,
  phone: 8,
  email: 6,
}
const ADVICE: Record<(typeof FINDING_TYPES)[number], [string, string]> = {
  secret: [
    'Rotate every password that was said aloud and move shared credentials to a password manager.',
    'Смените все пароли, прозвучавшие вслух, и храните общие учётные данные в менеджере паролей.',
  ],
  'api-key': [
    'Revoke and reissue the exposed API keys; keep keys in a secrets vault, never in conversation.',
    'Отзовите и перевыпустите раскрытые API-ключи; храните ключи в хранилище секретов.',
  ],
  card: [
    'Treat the card as compromised: ask the holder to block and reissue it; never collect card data by voice.',
    'Считайте карту скомпрометированной: заблокируйте и перевыпустите её; не передавайте данные карт голосом.',
  ],
  iban: [
    'Share bank details only through an approved, verified channel to prevent payment fraud.',
    'Передавайте банковские реквизиты только по согласованному защищённому каналу.',
  ],
  host: [
    'Avoid naming internal hosts and addresses in recorded meetings; restrict who can access the recording.',
    'Не называйте внутренние хосты и адреса на записываемых встречах; ограничьте доступ к записи.',
  ],
  phone: [
    'Limit personal phone numbers in recordings; confirm consent for storing them.',
    'Не озвучивайте личные телефоны на записи без согласия.',
  ],
  email: [
    'Check that e-mail addresses mentioned are fine to keep in the recording and its transcript.',
    'Проверьте, допустимо ли хранить упомянутые адреса e-mail в записи.',
  ],
}

/** Findings from the original text, quotes from the masked copy: no value appears in clear anywhere. */
export function infoSecurityReport(_f: TranscriptFeatures, input: EngineInput): KindResult<'info-security'> {
  const masked = maskedTranscript(input.segments)
  const mf = analyseTranscript(masked.segments)
  const lang = input.language ?? mf.language
  const findings = masked.spans.flatMap((spans, i) =>
    spans.map((s) => {
      const seg = masked.segments[i]
      // Quote the (masked) sentence holding the value rather than the whole utterance.
      const sentence = mf.bySegment[i].find((x) => s.maskedStart >= x.start && s.maskedStart < x.end)
      const quote = sentence
        ? clipQuote(sentence.text, s.maskedStart - sentence.start, s.maskedStart - sentence.start + s.mask.length)
        : clipQuote(seg.text, s.maskedStart, s.maskedStart + s.mask.length)
      return { type: s.type, masked: s.mask, speaker: seg.speaker, startMs: seg.startMs, quote }
    }),
  )
  const counts: Record<string, number> = {}
  for (const t of FINDING_TYPES) counts[t] = 0
  for (const x of findings) counts[x.type]++
  // Each extra finding of a type adds less than the first: exposure is about kinds of data more than volume.
  const raw = FINDING_TYPES.reduce((sum, t) => sum + (counts[t] ? RISK[t] * (1 + Math.log2(counts[t]) / 2) : 0), 0)
  const riskScore = clamp100(raw)
  const riskLevel =
    riskScore === 0 ? 'none' : riskScore < 20 ? 'low' : riskScore < 45 ? 'medium' : riskScore < 75 ? 'high' : 'critical'
  const ru = lang === 'ru' ? 1 : 0
  const adviceKeys: string[] = FINDING_TYPES.filter((t) => counts[t]).sort((a, b) => RISK[b] - RISK[a])
  const recommendations = adviceKeys.map((t) => ADVICE[t as (typeof FINDING_TYPES)[number]][ru])
  if (findings.length) adviceKeys.push('restrict-access')
  if (findings.length)
    recommendations.push(
      ru
        ? 'Ограничьте доступ к записи и расшифровке этой встречи.'
        : 'Restrict access to this recording and transcript until the values above are rotated.',
    )
  const typesLine = FINDING_TYPES.filter((t) => counts[t])
    .map((t) => `${t} ×${counts[t]}`)
    .join(', ')
  const head = findings.length
    ? ru
      ? `Найдено ${findings.length} чувствительных значений (${typesLine}); риск ${riskScore}/100.`
      : `${findings.length} sensitive value(s) found (${typesLine}); risk ${riskScore}/100 (${riskLevel}).`
    : ru
      ? 'Чувствительных данных не найдено.'
      : 'No sensitive data found.'
  return {
    headline: head,
    features: mf,
    content: { findings, counts, riskScore, riskLevel, recommendations, adviceKeys, overview: overview(mf) },
  }
}
