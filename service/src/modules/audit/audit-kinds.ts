/** Security events the audit log records. */
export const AUDIT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-locked',
  'sign-out',
  'password-changed',
  'password-reset',
  'two-step-enabled',
  'two-step-disabled',
  'role-changed',
  'account-disabled',
  'account-enabled',
  'share-link-created',
  'share-link-revoked',
  'export',
  'transcript-revealed',
  'sandbox-reset',
  'price-added',
  'price-withdrawn',
  'prices-recalculated',
  'accommodation-granted',
] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]
