import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { createMovement } from '../api'

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  reason: { flexGrow: 1, minWidth: '200px' },
})

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`

/**
 * Superadmin: a top-up or adjustment. One idempotency key per entered movement: a retry after a lost answer
 * (or a double click) sends the same key and books it once; a new key only after success.
 */
export function TopUpForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const { t } = useTranslation('billing')
  const styles = useStyles()
  const [kind, setKind] = useState<'top-up' | 'adjustment'>('top-up')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [key, setKey] = useState(newKey)
  const [state, setState] = useState<'idle' | 'saving' | 'done' | 'error'>('idle')
  const minor = Math.round(Number(amount.replace(',', '.')) * 100)
  const valid =
    Number.isFinite(minor) && minor !== 0 && (kind === 'adjustment' || minor > 0) && reason.trim().length > 0
  const submit = async () => {
    setState('saving')
    const { error } = await createMovement({
      orgId,
      kind,
      amountMinor: minor,
      reason: reason.trim(),
      idempotencyKey: key,
    })
    if (error) return setState('error')
    setState('done')
    setAmount('')
    setReason('')
    setKey(newKey())
    onDone()
  }
  return (
    <SectionCard title={t('topUp.title')}>
      <div className={styles.row}>
        <Field label={t('topUp.kind')}>
          <Dropdown
            value={t(`movementKinds.${kind}`)}
            selectedOptions={[kind]}
            onOptionSelect={(_, d) => setKind(d.optionValue as 'top-up' | 'adjustment')}
          >
            <Option value="top-up">{t('movementKinds.top-up')}</Option>
            <Option value="adjustment">{t('movementKinds.adjustment')}</Option>
          </Dropdown>
        </Field>
        <Field label={t('topUp.amount')}>
          <Input type="number" step="0.01" value={amount} onChange={(_, d) => setAmount(d.value)} />
        </Field>
        <Field label={t('topUp.reason')} className={styles.reason}>
          <Input value={reason} onChange={(_, d) => setReason(d.value)} />
        </Field>
        <Button appearance="primary" disabled={!valid || state === 'saving'} onClick={() => void submit()}>
          {t('topUp.submit')}
        </Button>
      </div>
      {state === 'done' && (
        <MessageBar intent="success">
          <MessageBarBody>{t('topUp.done')}</MessageBarBody>
        </MessageBar>
      )}
      {state === 'error' && (
        <MessageBar intent="error">
          <MessageBarBody>{t('topUp.failed')}</MessageBarBody>
        </MessageBar>
      )}
    </SectionCard>
  )
}
