// What other modules may use of audit: everything else in this folder is its own.
export { recordAudit } from './audit-repository.js'
export { AuditEventPageSchema, AuditEventSchema } from './schemas.js'
