// What other modules may use of mail: everything else in this folder is its own.
export { createMailer } from './mailer.js'
export type { Mail, Mailer } from './mailer.js'
export { default as outbox } from './outbox-routes.js'
