import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Switch,
  tokens,
} from '@fluentui/react-components'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { setBudget, type BillingOverview } from '../api'
import { budgetStatusVersionAtom } from '../budget-status-version'

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
})

/** The monthly budget (in major units on screen, minor units on the wire) and its hard cap. */
export function BudgetForm({
  overview,
  orgId,
  onSaved,
}: {
  overview: BillingOverview
  orgId?: string
  onSaved: () => void
}) {
  const { t } = useTranslation('billing')
  const styles = useStyles()
  const [amount, setAmount] = useState(
    overview.budget.monthlyBudgetMinor ? String(overview.budget.monthlyBudgetMinor / 100) : '',
  )
  const [hardCap, setHardCap] = useState(overview.budget.hardCap)
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle')
  const bumpBudgetStatus = useSetAtom(budgetStatusVersionAtom)
  const parsed = amount.trim() === '' ? null : Math.round(Number(amount.replace(',', '.')) * 100)
  const invalid = parsed !== null && !(parsed > 0)
  const save = async () => {
    setState('saving')
    const { error } = await setBudget(orgId, parsed, hardCap)
    setState(error ? 'error' : 'saved')
    if (!error) {
      onSaved()
      bumpBudgetStatus((v) => v + 1)
    }
  }
  return (
    <SectionCard title={t('budget.title')}>
      <div className={styles.row}>
        <Field
          label={t('budget.amount', { currency: overview.currency })}
          hint={t('budget.hint')}
          validationState={invalid ? 'error' : 'none'}
          validationMessage={invalid ? t('budget.invalid') : undefined}
        >
          <Input type="number" min={0} step="0.01" value={amount} onChange={(_, d) => setAmount(d.value)} />
        </Field>
        <Switch
          label={t('budget.hardCap')}
          checked={hardCap}
          disabled={parsed === null}
          onChange={(_, d) => setHardCap(d.checked)}
        />
        <Button appearance="primary" disabled={invalid || state === 'saving'} onClick={() => void save()}>
          {t('budget.save')}
        </Button>
      </div>
      {state === 'saved' && (
        <MessageBar intent="success">
          <MessageBarBody>{t('budget.saved')}</MessageBarBody>
        </MessageBar>
      )}
      {state === 'error' && (
        <MessageBar intent="error">
          <MessageBarBody>{t('budget.failed')}</MessageBarBody>
        </MessageBar>
      )}
    </SectionCard>
  )
}
