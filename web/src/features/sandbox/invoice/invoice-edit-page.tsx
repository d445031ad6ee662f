import {
  Button,
  Card,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  SpinButton,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { callErrors } from '../shared/call-error'
import { SandboxPage } from '../shared/sandbox-page'
import {
  addInvoice,
  getInvoiceDocument,
  listClients,
  money,
  monthRange,
  updateInvoice,
  type SaveInvoice,
} from './invoice-api'
import { invoiceTotals } from './invoice-totals'
import { LineItems } from './line-items'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', '& > *': { flex: '1 1 200px' } },
  totals: {
    display: 'grid',
    gridTemplateColumns: 'max-content max-content',
    justifyContent: 'end',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  dd: { margin: 0, textAlign: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

const today = () => new Date().toISOString().slice(0, 10)

/** /apps/invoice/edit/{id} and /apps/invoice/add: client, dates, lines, tax and discount; the service computes and stores the totals. */
export function InvoiceEditPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('sandboxInvoice')
  const styles = useStyles()
  const [, navigate] = useLocation()
  const id = params.id ? Number(params.id) : undefined
  const clients = useLoad((signal) => listClients(signal), [], t('loadError'))
  const doc = useLoad(
    (signal) => (id ? getInvoiceDocument(id, signal) : Promise.resolve({ data: undefined, error: undefined })),
    [id],
    t('loadOneError'),
  )
  const [draft, setDraft] = useState<SaveInvoice>()
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)

  useEffect(() => {
    if (id && doc.data) {
      const d = doc.data
      setDraft({
        clientEmail: d.invoice.client.companyEmail,
        issuedDate: d.invoice.issuedDate,
        dueDate: d.invoice.dueDate,
        note: d.note,
        taxPercent: d.taxPercent,
        discount: d.discount,
        lines: d.lines.length ? d.lines : [{ item: d.invoice.service, description: '', cost: d.invoice.total, qty: 1 }],
      })
    } else if (!id && !draft)
      setDraft({
        clientEmail: '',
        issuedDate: today(),
        dueDate: monthRange().to,
        note: '',
        taxPercent: 0,
        discount: 0,
        lines: [{ item: '', description: '', cost: 0, qty: 1 }],
      })
  }, [id, doc.data]) // eslint-disable-line react-hooks/exhaustive-deps

  const title = id ? t('editTitle', { id }) : t('addTitle')
  if (id && doc.notFound)
    return (
      <SandboxPage title={title}>
        <EmptyState title={t('notFound')} />
      </SandboxPage>
    )
  const loadError = clients.error ?? (id ? doc.error : null)
  if (loadError)
    return (
      <SandboxPage title={title}>
        <ErrorState
          message={loadError}
          onRetry={() => {
            clients.reload()
            doc.reload()
          }}
        />
      </SandboxPage>
    )
  if (!draft || !clients.data)
    return (
      <SandboxPage title={title}>
        <LoadingState />
      </SandboxPage>
    )

  const patch = (change: Partial<SaveInvoice>) => setDraft({ ...draft, ...change })
  const totals = invoiceTotals(draft.lines, draft.discount, draft.taxPercent)
  const client = clients.data.find((c) => c.companyEmail === draft.clientEmail)
  const save = async () => {
    const local: Record<string, string> = {}
    if (!client) local.clientEmail = t('errors.client')
    draft.lines.forEach((l, i) => {
      if (!l.item.trim()) local[`lines.${i}.item`] = t('errors.item')
    })
    if (draft.dueDate < draft.issuedDate) local.dueDate = t('errors.due')
    if (draft.discount > totals.subtotal) local.discount = t('errors.discount')
    setErrors(local)
    if (Object.keys(local).length) return
    setPending(true)
    let savedId: number | undefined
    const failure = await callErrors(
      (id ? updateInvoice(id, draft) : addInvoice(draft)).then((r) => {
        savedId = r.data?.invoice.id
        return r
      }),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form)
    }
    navigate(`/apps/invoice/preview/${savedId}`)
  }
  const field = (name: string) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  })

  return (
    <SandboxPage title={title}>
      <Card className={styles.card}>
        {formError && (
          <MessageBar intent="error">
            <MessageBarBody>{formError}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.row}>
          <Field label={t('client')} required {...field('clientEmail')}>
            <Dropdown
              value={client ? `${client.name} (${client.company})` : ''}
              placeholder={t('chooseClient')}
              selectedOptions={client ? [client.companyEmail] : []}
              onOptionSelect={(_, d) => patch({ clientEmail: d.optionValue ?? '' })}
            >
              {clients.data.map((c) => (
                <Option key={c.companyEmail} value={c.companyEmail} text={`${c.name} (${c.company})`}>
                  {c.name} ({c.company})
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={t('issued')} required {...field('issuedDate')}>
            <Input type="date" value={draft.issuedDate} onChange={(_, d) => patch({ issuedDate: d.value })} />
          </Field>
          <Field label={t('due')} required {...field('dueDate')}>
            <Input type="date" value={draft.dueDate} onChange={(_, d) => patch({ dueDate: d.value })} />
          </Field>
        </div>
        <LineItems lines={draft.lines} errors={errors} onChange={(lines) => patch({ lines })} />
        <div className={styles.row}>
          <Field label={t('discount')} {...field('discount')}>
            <SpinButton
              value={draft.discount}
              min={0}
              precision={2}
              onChange={(_, d) => patch({ discount: Math.max(0, Number(d.value ?? d.displayValue ?? 0) || 0) })}
            />
          </Field>
          <Field label={t('taxPercent')} {...field('taxPercent')}>
            <SpinButton
              value={draft.taxPercent}
              min={0}
              max={100}
              onChange={(_, d) =>
                patch({ taxPercent: Math.min(100, Math.max(0, Number(d.value ?? d.displayValue ?? 0) || 0)) })
              }
            />
          </Field>
        </div>
        <Field label={t('note')} {...field('note')}>
          <Textarea value={draft.note} resize="vertical" onChange={(_, d) => patch({ note: d.value })} />
        </Field>
        <dl className={styles.totals} aria-label={t('totals')}>
          <dt>{t('subtotal')}</dt>
          <dd className={styles.dd}>{money(totals.subtotal, i18n.language)}</dd>
          <dt>{t('discount')}</dt>
          <dd className={styles.dd}>−{money(totals.discount, i18n.language)}</dd>
          <dt>{t('tax')}</dt>
          <dd className={styles.dd}>{money(totals.tax, i18n.language)}</dd>
          <dt>
            <Text weight="semibold">{t('columns.total')}</Text>
          </dt>
          <dd className={styles.dd}>
            <Text weight="semibold" data-testid="edit-total">
              {money(totals.total, i18n.language)}
            </Text>
          </dd>
        </dl>
        <div className={styles.actions}>
          <Button appearance="primary" disabled={pending} onClick={() => void save()}>
            {t('saveInvoice')}
          </Button>
          <Button onClick={() => navigate(id ? `/apps/invoice/preview/${id}` : '/apps/invoice/list')}>
            {t('cancel', { ns: 'common' })}
          </Button>
        </div>
      </Card>
    </SandboxPage>
  )
}
