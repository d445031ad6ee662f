// What other modules may use of calendar: everything else in this folder is its own.
export { CALENDARS } from './schemas.js'
