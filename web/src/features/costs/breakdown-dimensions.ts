import type { TFunction } from 'i18next'
import type { BreakdownDimension } from './api'

/** The dimensions of the breakdown card, in the order its switch offers them. */
export const BREAKDOWN_DIMENSIONS: readonly BreakdownDimension[] = ['user', 'engine', 'model', 'report-kind', 'tag']

/**
 * A line's name on screen. The service's key null means the row has no value of the dimension (named per
 * dimension: unknown, untagged, no single report); '' a value no longer known (a deleted report). `t` reads the
 * costs namespace with reports loaded.
 */
export function breakdownLabel(
  t: TFunction<['costs', 'reports']>,
  by: BreakdownDimension,
  key: string | null,
  label: string | null,
): string {
  if (by === 'report-kind') {
    if (key === null) return t('breakdown.noReport')
    if (key === '') return t('breakdown.deletedReport')
    return t(`kind.${key}`, { ns: 'reports', defaultValue: key })
  }
  if (key === null) return by === 'tag' ? t('breakdown.untagged') : t('breakdown.unknown')
  if (by === 'engine') return t(`breakdown.engines.${key}`, { defaultValue: key })
  if (by === 'user') return label ?? t('breakdown.deletedUser')
  return label ?? key
}
