// What other modules may use of email: everything else in this folder is its own.
export { storedFilesOfScope } from './email-attachments-repository.js'
export { EMAIL_LABELS } from './schemas.js'
