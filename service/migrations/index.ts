import type { Migration } from 'kysely'
import * as m0001 from './0001-accounts.js'
import * as m0010 from './0010-sandbox.js'
import * as m0020 from './0020-product-core.js'
import * as m0030 from './0030-account-settings.js'
import * as m0041 from './0041-email-verification.js'
import * as m0050 from './0050-hardening.js'
import * as m0051 from './0051-session-revocation-notify.js'
import * as m0060 from './0060-transcript-privacy.js'
import * as m0070 from './0070-self-interviews.js'
import * as m0071 from './0071-self-interview-media.js'
import * as m0080 from './0080-cost-ledger.js'
import * as m0081 from './0081-billing.js'
import * as m0090 from './0090-llm.js'
import * as m0091 from './0091-llm-summary-prompt.js'
import * as m0100 from './0100-bbb.js'
import * as m0101 from './0101-rbot-files.js'
import * as m0110 from './0110-template-versions.js'
import * as m0111 from './0111-support-requests.js'
import * as m0112 from './0112-whats-new.js'
import * as m0120 from './0120-sandbox-invoice-lines.js'
import * as m0130 from './0130-sandbox-scope.js'
import * as m0135 from './0135-sandbox-ecommerce-extras.js'
import * as m0136 from './0136-sandbox-customer-notifications.js'
import * as m0137 from './0137-sandbox-ecommerce-scope.js'
import * as m0140 from './0140-sandbox-roles.js'
import * as m0141 from './0141-sandbox-roles-scope.js'
import * as m0150 from './0150-sandbox-checkout-requests.js'
import * as m0160 from './0160-budget-mails-org-guard.js'
import * as m0161 from './0161-llm-self-interview-source.js'
import * as m0170 from './0170-self-interview-meeting-link.js'
import * as m0190 from './0190-support-attachments.js'
import * as m0200 from './0200-sandbox-email-attachments.js'
import * as m0201 from './0201-sandbox-role-keys.js'
import * as m0220 from './0220-help-articles-reseed.js'
import * as m0230 from './0230-transcript-uploads.js'
import * as m0240 from './0240-self-interview-upload-keys.js'
import * as m0255 from './0255-billing-reservations.js'
import * as m0256 from './0256-invoice-documents.js'
import * as m0257 from './0257-price-recalculations.js'
import * as m0261 from './0261-self-interview-report-sources.js'
import * as m0262 from './0262-bbb-organization-servers.js'
import * as m0265 from './0265-guest-code-failures.js'
import * as m0266 from './0266-rbot-upload-reservations.js'
import * as m0270 from './0270-profile-match-suggestions.js'
import * as m0275 from './0275-cost-breakdowns.js'
import * as m0280 from './0280-transcript-search.js'
import * as m0285 from './0285-model-calls.js'
import * as m0290 from './0290-bbb-meetings-thresholds.js'
import * as m0295 from './0295-self-interview-reviews.js'
import * as m0300 from './0300-self-interview-accommodations.js'
import * as m0305 from './0305-self-interview-review-invitations.js'
import * as m0310 from './0310-ask-and-search.js'

/**
 * Every migration, in order. A static list (rather than reading the folder) works the same under
 * tsx, tap and the compiled build. Add new files here with the next number.
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0010-sandbox': m0010,
  '0020-product-core': m0020,
  '0030-account-settings': m0030,
  '0041-email-verification': m0041,
  '0050-hardening': m0050,
  '0051-session-revocation-notify': m0051,
  '0060-transcript-privacy': m0060,
  '0070-self-interviews': m0070,
  '0071-self-interview-media': m0071,
  '0080-cost-ledger': m0080,
  '0081-billing': m0081,
  '0090-llm': m0090,
  '0091-llm-summary-prompt': m0091,
  '0100-bbb': m0100,
  '0101-rbot-files': m0101,
  '0110-template-versions': m0110,
  '0111-support-requests': m0111,
  '0112-whats-new': m0112,
  '0120-sandbox-invoice-lines': m0120,
  '0130-sandbox-scope': m0130,
  '0135-sandbox-ecommerce-extras': m0135,
  '0136-sandbox-customer-notifications': m0136,
  '0137-sandbox-ecommerce-scope': m0137,
  '0140-sandbox-roles': m0140,
  '0141-sandbox-roles-scope': m0141,
  '0150-sandbox-checkout-requests': m0150,
  '0160-budget-mails-org-guard': m0160,
  '0161-llm-self-interview-source': m0161,
  '0170-self-interview-meeting-link': m0170,
  '0190-support-attachments': m0190,
  '0200-sandbox-email-attachments': m0200,
  '0201-sandbox-role-keys': m0201,
  '0220-help-articles-reseed': m0220,
  '0230-transcript-uploads': m0230,
  '0240-self-interview-upload-keys': m0240,
  '0255-billing-reservations': m0255,
  '0256-invoice-documents': m0256,
  '0257-price-recalculations': m0257,
  '0261-self-interview-report-sources': m0261,
  '0262-bbb-organization-servers': m0262,
  '0265-guest-code-failures': m0265,
  '0266-rbot-upload-reservations': m0266,
  '0270-profile-match-suggestions': m0270,
  '0275-cost-breakdowns': m0275,
  '0280-transcript-search': m0280,
  '0285-model-calls': m0285,
  '0290-bbb-meetings-thresholds': m0290,
  '0295-self-interview-reviews': m0295,
  '0300-self-interview-accommodations': m0300,
  '0305-self-interview-review-invitations': m0305,
  '0310-ask-and-search': m0310,
}
