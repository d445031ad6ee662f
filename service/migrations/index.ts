import type { Migration } from 'kysely'
import * as m0001 from './0001-accounts.js'

/**
 * Every migration, in order. A static list (rather than reading the folder) works the same under
 * tsx, tap and the compiled build. Add new files here with the next number.
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
}
