import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular, PaymentRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/screen-state'
import { CardFields, cardErrors, EMPTY_CARD } from './card-fields'
import { cardBrand } from './card-validation'
import { ExampleDialog } from './example-dialog'

interface Method {
  id: number
  brand: ReturnType<typeof cardBrand>
  last4: string
  expiry: string
}
const SAMPLE: Method[] = [
  { id: 1, brand: 'visa', last4: '4242', expiry: '08/29' },
  { id: 2, brand: 'mastercard', last4: '4444', expiry: '02/28' },
]
const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  grow: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/** Payment methods: the saved cards, the default one, removing and adding a card (checked like the add-card example). */
export function PaymentMethodsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [methods, setMethods] = useState(SAMPLE)
  const [primary, setPrimary] = useState(1)
  const [adding, setAdding] = useState(false)
  const [card, setCard] = useState(EMPTY_CARD)
  const [tried, setTried] = useState(false)
  const add = () => {
    setTried(true)
    if (Object.keys(cardErrors(card)).length) return
    setMethods([
      ...methods,
      {
        id: Date.now(),
        brand: cardBrand(card.number),
        last4: card.number.replace(/\D/g, '').slice(-4),
        expiry: card.expiry,
      },
    ])
    setCard(EMPTY_CARD)
    setTried(false)
    setAdding(false)
  }
  return (
    <ExampleDialog
      title={t('dialogs.payment.title')}
      onClose={onClose}
      onSubmit={adding ? add : undefined}
      actions={
        adding ? (
          <>
            <Button type="submit" appearance="primary">
              {t('dialogs.card.add')}
            </Button>
            <Button type="button" onClick={() => setAdding(false)}>
              {t('dialogs.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button icon={<AddRegular />} onClick={() => setAdding(true)}>
              {t('dialogs.payment.add')}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {t('dialogs.done')}
            </Button>
          </>
        )
      }
    >
      {adding ? (
        <div className={styles.form}>
          <CardFields values={card} onChange={setCard} showErrors={tried} />
        </div>
      ) : methods.length === 0 ? (
        <EmptyState title={t('dialogs.payment.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('dialogs.payment.title')}>
          {methods.map((m) => (
            <li key={m.id} className={styles.item}>
              <PaymentRegular fontSize={24} aria-hidden />
              <span className={styles.grow}>
                <Body1>
                  {t('dialogs.payment.card', { brand: t(`dialogs.card.brands.${m.brand}`), last4: m.last4 })}
                </Body1>
                <Caption1>{t('dialogs.payment.expires', { expiry: m.expiry })}</Caption1>
              </span>
              {m.id === primary ? (
                <Badge appearance="tint" color="brand">
                  {t('dialogs.payment.primary')}
                </Badge>
              ) : (
                <Button size="small" onClick={() => setPrimary(m.id)}>
                  {t('dialogs.payment.makePrimary')}
                </Button>
              )}
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('dialogs.payment.remove', { last4: m.last4 })}
                onClick={() => setMethods(methods.filter((x) => x.id !== m.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </ExampleDialog>
  )
}
