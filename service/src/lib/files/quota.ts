/** Storage each plan includes for recording-bot files, in bytes. */
const GB = 1024 ** 3
export const PLAN_STORAGE_BYTES: Record<string, number> = {
  basic: 2 * GB,
  team: 50 * GB,
  company: 500 * GB,
  enterprise: 5000 * GB,
}
export const storageQuota = (plan: string) => PLAN_STORAGE_BYTES[plan] ?? PLAN_STORAGE_BYTES.basic
