/**
 * Due dates as said ("by Friday", "завтра") in the reader's language: the engine keeps the words spoken; the
 * ones it knows are shown translated, anything else (a date such as "3 March") as said.
 */
const DUE_KEYS: [RegExp, DueKey][] = [
  [/^(today|сегодня)$/i, 'today'],
  [/^(tonight)$/i, 'tonight'],
  [/^(tomorrow|завтра)$/i, 'tomorrow'],
  [/^(next )?monday$|^понедельник/i, 'monday'],
  [/^tuesday$|^вторник/i, 'tuesday'],
  [/^wednesday$|^сред[уые]$/i, 'wednesday'],
  [/^thursday$|^четверг/i, 'thursday'],
  [/^(next )?friday$|^пятниц/i, 'friday'],
  [/^(next week|следующей неделе)$/i, 'nextWeek'],
  [/^this week$/i, 'thisWeek'],
  [/^(end of day|eod)$/i, 'endOfDay'],
  [/^(end of (the )?week|конца недели)$/i, 'endOfWeek'],
  [/^end of next week$/i, 'endOfNextWeek'],
  [/^(end of month|конца месяца)$/i, 'endOfMonth'],
]

export type DueKey =
  | 'today'
  | 'tonight'
  | 'tomorrow'
  | 'monday'
  | 'tuesday'
  | 'wednesday'
  | 'thursday'
  | 'friday'
  | 'nextWeek'
  | 'thisWeek'
  | 'endOfDay'
  | 'endOfWeek'
  | 'endOfNextWeek'
  | 'endOfMonth'

export const dueKeyOf = (due: string): DueKey | null => DUE_KEYS.find(([re]) => re.test(due.trim()))?.[1] ?? null
