import { describe, expect, it } from 'vitest'
import { failureReason } from './failed-report'

describe('failureReason', () => {
  it('turns service messages into reasons a user can act on', () => {
    expect(failureReason('LLM_BASE_URL is not configured')).toBe('model')
    expect(failureReason('No model is connected: an admin can connect a model in Model settings')).toBe('model')
    expect(failureReason('model endpoint timed out')).toBe('timeout')
    expect(failureReason('The transcript has no segments to analyse')).toBe('transcript')
    expect(failureReason('Cancelled by the user')).toBe('cancelled')
    expect(failureReason("The model's output stayed invalid after 3 attempt(s)")).toBe('output')
    expect(failureReason('the worker stopped')).toBe('interrupted')
    expect(failureReason(null)).toBe('unknown')
  })
})
