import { SPEAKER_PALETTE } from '../theme/palette'

/** 75_000 → "1:15", 3_725_000 → "1:02:05": the transcript's timestamps. */
export function formatMs(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** "1:15" or "1:02:05" (or plain seconds) → milliseconds; null when it is not a time. */
export function parseTime(text: string): number | null {
  const parts = text.trim().split(':')
  if (parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null
  return parts.reduce((acc, p) => acc * 60 + Number(p), 0) * 1000
}

export { SPEAKER_PALETTE }

export function speakerColor(speakers: string[], speaker: string): string {
  const index = speakers.indexOf(speaker)
  return SPEAKER_PALETTE[(index < 0 ? 0 : index) % SPEAKER_PALETTE.length]
}

/** A byte count in the largest unit that keeps it at least 1, in the reader's number format. */
export const formatBytes = (n: number, locale: string) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let i = 0
  let v = n
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024
    i++
  }
  return `${v.toLocaleString(locale, { maximumFractionDigits: i ? 1 : 0 })} ${units[i]}`
}
