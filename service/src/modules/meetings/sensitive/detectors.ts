import { FINDING_TYPES } from '../../report-kinds/index.js'
import { ibanValid, luhnValid } from './checksums.js'

export type FindingType = (typeof FINDING_TYPES)[number]
export interface SensitiveSpan {
  type: FindingType
  start: number
  end: number
  value: string
}

// All patterns are bounded or single-class repetitions: no nested quantifiers, so no catastrophic backtracking.
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,5}\.[A-Za-z]{2,24}/g
const CARD = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g
const PHONE = /(?<![\w+])\+?\d[\d ().-]{7,18}\d(?!\w)/g
const API_KEY =
  /\b(?:sk-(?:proj-)?[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|xox[abpr]-[A-Za-z0-9-]{10,}|AIza[0-9A-Za-z_-]{35})/g
const LONG_TOKEN = /\b[A-Za-z0-9+/_-]{32,}={0,2}/g
const HOST = /\b(?:[A-Za-z0-9-]{1,63}\.){1,6}(?:internal|local|corp|lan|intranet)\b/gi
const PRIVATE_IP =
  /\b(?:10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3})\b/g
// "password is X", "the password for the VPN is X", "пароль: X" — the value is the next non-space run after a
// short (bounded, lazy) gap, so one keyword costs at most ~40 extra steps.
const SECRET =
  /(?:password|passcode|passphrase|secret|pin code|пароль|пин-код|секрет)(?:[^.!?\n]{0,40}?(?:\s(?:is|was|это|будет|такой)\s+|\s*[:=—]\s*)|\s+)[«"']?([^\s«»"',;]{4,64})/giu
const NOT_SECRETS = new Set([
  'reset',
  'policy',
  'manager',
  'protected',
  'changes',
  'change',
  'rotation',
  'expired',
  'sharing',
  'vault',
  'сменить',
  'поменять',
  'менеджер',
  'политика',
  'сброс',
])

/** Finds sensitive values in one text; later detectors skip spans already claimed (cards before phones). */
export function detectSensitive(text: string): SensitiveSpan[] {
  const spans: SensitiveSpan[] = []
  const free = (s: number, e: number) => spans.every((x) => e <= x.start || s >= x.end)
  const add = (type: FindingType, start: number, value: string) => {
    if (value && free(start, start + value.length)) spans.push({ type, start, end: start + value.length, value })
  }
  const each = (re: RegExp, fn: (m: RegExpExecArray) => void) => {
    re.lastIndex = 0
    for (let m = re.exec(text); m; m = re.exec(text)) fn(m)
  }
  each(API_KEY, (m) => add('api-key', m.index, m[0]))
  each(SECRET, (m) => {
    const value = m[1].replace(/\.$/, '') // a final dot ends the sentence; anything else may be part of it
    const mixed = /\d/.test(value) || /[^\p{L}\p{N}]/u.test(value) || (/\p{Lu}/u.test(value) && /\p{Ll}/u.test(value))
    if (value.length >= 4 && mixed && !NOT_SECRETS.has(value.toLowerCase()))
      add('secret', m.index + m[0].lastIndexOf(m[1]), value)
  })
  each(EMAIL, (m) => add('email', m.index, m[0]))
  each(CARD, (m) => {
    if (luhnValid(m[0].replace(/\D/g, ''))) add('card', m.index, m[0])
  })
  each(IBAN, (m) => {
    // The greedy match may run into a following upper-case word: shrink until the checksum holds.
    for (let v = m[0]; v.replace(/ /g, '').length >= 15; v = v.slice(0, -1).trimEnd()) {
      if (ibanValid(v)) {
        add('iban', m.index, v)
        break
      }
    }
  })
  each(PRIVATE_IP, (m) => add('host', m.index, m[0]))
  each(HOST, (m) => add('host', m.index, m[0]))
  each(PHONE, (m) => {
    const digits = m[0].replace(/\D/g, '').length
    if (digits >= 10 && digits <= 15 && !/^\d{4}-\d{2}-\d{2}/.test(m[0])) add('phone', m.index, m[0].trim())
  })
  each(LONG_TOKEN, (m) => {
    if (/\d/.test(m[0]) && /[A-Za-z]/.test(m[0])) add('api-key', m.index, m[0])
  })
  return spans.sort((a, b) => a.start - b.start)
}
