import { Body1, Button, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import {
  AppsAddInRegular,
  ArrowUpRegular,
  GiftRegular,
  LocationAddRegular,
  PaymentRegular,
  PersonEditRegular,
  ShareRegular,
  ShieldKeyholeRegular,
  WalletCreditCardRegular,
} from '@fluentui/react-icons'
import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { AddAddressDialog } from './add-address-dialog'
import { AddCardDialog } from './add-card-dialog'
import { CreateAppDialog } from './create-app-dialog'
import { EditUserDialog } from './edit-user-dialog'
import { PaymentMethodsDialog } from './payment-methods-dialog'
import { ReferEarnDialog } from './refer-earn-dialog'
import { ShareProjectDialog } from './share-project-dialog'
import { TwoStepDialog } from './two-step-dialog'
import { UpgradePlanDialog } from './upgrade-plan-dialog'

const DIALOGS = [
  ['share', ShareRegular, ShareProjectDialog],
  ['card', WalletCreditCardRegular, AddCardDialog],
  ['editUser', PersonEditRegular, EditUserDialog],
  ['address', LocationAddRegular, AddAddressDialog],
  ['twoStep', ShieldKeyholeRegular, TwoStepDialog],
  ['refer', GiftRegular, ReferEarnDialog],
  ['createApp', AppsAddInRegular, CreateAppDialog],
  ['upgrade', ArrowUpRegular, UpgradePlanDialog],
  ['payment', PaymentRegular, PaymentMethodsDialog],
] as const satisfies readonly (readonly [
  string,
  ComponentType<{ className?: string }>,
  ComponentType<{ onClose: () => void }>,
])[]
type DialogKey = (typeof DIALOGS)[number][0]

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
    minWidth: 0,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  note: { color: tokens.colorNeutralForeground2, flexGrow: 1 },
})

/** /pages/dialog-examples: each of the template's dialogs, opened from its card, working end to end. */
export function DialogExamplesPage() {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [open, setOpen] = useState<DialogKey>()
  const Open = DIALOGS.find(([key]) => key === open)?.[2]
  return (
    <section className={styles.root}>
      <PageHeader title={t('dialogs.title')} subtitle={t('dialogs.subtitle')} />
      <div className={styles.grid}>
        {DIALOGS.map(([key, Icon]) => (
          <Card key={key} className={styles.card}>
            <Icon className={styles.icon} aria-hidden />
            <Subtitle2 as="h2">{t(`dialogs.${key}.title`)}</Subtitle2>
            <Body1 className={styles.note}>{t(`dialogs.${key}.when`)}</Body1>
            <Button
              appearance="primary"
              aria-label={`${t('dialogs.show')}: ${t(`dialogs.${key}.title`)}`}
              onClick={() => setOpen(key)}
            >
              {t('dialogs.show')}
            </Button>
          </Card>
        ))}
      </div>
      {Open && <Open onClose={() => setOpen(undefined)} />}
    </section>
  )
}
