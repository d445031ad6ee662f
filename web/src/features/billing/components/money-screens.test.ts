import { describe, expect, it } from 'vitest'
import { isMoneyScreen } from './money-screens'

describe('money screens (where the budget banner shows)', () => {
  it('includes costs, billing and the screens that start analyses', () => {
    for (const path of [
      '/omc/dashboard_cost',
      '/omc/barchart_omc',
      '/billing/billing',
      '/meetings/MeetingList',
      '/meetings/5b0c6a4e-1f7d-4c4e-9d0e-2a6f3c1b8e11',
      '/selfintermanager/SelfInterList',
      '/LLM/Summarize',
      '/LLM_report/LLMReportList',
      '/LLM_report/abc',
    ])
      expect(isMoneyScreen(path), path).toBe(true)
  })
  it('leaves out the sandbox, the builders and the rest', () => {
    for (const path of [
      '/',
      '/apps/kanban',
      '/apps/invoice/list',
      '/jsonbuilder/SmartBuilderVisual',
      '/jsonbuilder/SmartBuilder',
      '/access/accounts',
      '/pages/account-settings/account',
      '/meetings/abc/extra',
    ])
      expect(isMoneyScreen(path), path).toBe(false)
  })
})
