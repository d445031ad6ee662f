/** What features/timer offers other features: import it from here, never from its files. */
export { clock } from './timer-state'
