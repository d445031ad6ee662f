import { Button, MessageBar, MessageBarBody, Switch } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardFields, cardErrors, EMPTY_CARD } from './card-fields'
import { cardBrand } from './card-validation'
import { CancelButton, ExampleDialog } from './example-dialog'

export interface SavedCard {
  brand: ReturnType<typeof cardBrand>
  last4: string
  name: string
  expiry: string
}

/** Add new card: formatted as typed, checked with Luhn, expiry and CVC rules on submit. */
export function AddCardDialog({ onClose, onAdded }: { onClose: () => void; onAdded?: (card: SavedCard) => void }) {
  const { t } = useTranslation('showcaseForms')
  const [values, setValues] = useState(EMPTY_CARD)
  const [submitted, setSubmitted] = useState(false)
  const [primary, setPrimary] = useState(true)
  const [added, setAdded] = useState<SavedCard>()
  const submit = () => {
    setSubmitted(true)
    if (Object.keys(cardErrors(values)).length) return
    const card = {
      brand: cardBrand(values.number),
      last4: values.number.replace(/\D/g, '').slice(-4),
      name: values.name.trim(),
      expiry: values.expiry,
    }
    setAdded(card)
    onAdded?.(card)
  }
  return (
    <ExampleDialog
      title={t('dialogs.card.title')}
      onClose={onClose}
      onSubmit={submit}
      actions={
        added ? (
          <Button appearance="primary" onClick={onClose}>
            {t('dialogs.done')}
          </Button>
        ) : (
          <>
            <Button type="submit" appearance="primary">
              {t('dialogs.card.add')}
            </Button>
            <CancelButton onClose={onClose} />
          </>
        )
      }
    >
      {added ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('dialogs.card.added', { last4: added.last4 })}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <CardFields values={values} onChange={setValues} showErrors={submitted} />
          <Switch label={t('dialogs.card.primary')} checked={primary} onChange={(_, d) => setPrimary(d.checked)} />
        </>
      )}
    </ExampleDialog>
  )
}
