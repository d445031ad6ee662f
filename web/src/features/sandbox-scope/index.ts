export { ResetSandboxCard } from './reset-sandbox-card'
