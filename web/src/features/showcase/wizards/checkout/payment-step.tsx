import { Caption1, Field, Radio, RadioGroup } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { formatCardNumber, formatExpiry } from '../card-validation'
import { FieldGrid, TextField } from '../wizard-field'
import type { StepErrors } from '../validation'
import type { CheckoutDraft } from './checkout-model'

type Props = { draft: CheckoutDraft; errors: StepErrors; update: (p: Partial<CheckoutDraft>) => void }

/** Card (checked by Luhn, expiry and code, formatted as typed) or PayPal. */
export function PaymentStep({ draft, errors, update }: Props) {
  const { t } = useTranslation('showcaseGallery')
  return (
    <>
      <Field label={t('checkout.method')}>
        <RadioGroup
          layout="horizontal"
          value={draft.method}
          onChange={(_, d) => update({ method: d.value as CheckoutDraft['method'] })}
        >
          <Radio value="card" label={t('checkout.card')} />
          <Radio value="paypal" label={t('checkout.paypal')} />
        </RadioGroup>
      </Field>
      {draft.method === 'card' ? (
        <FieldGrid>
          <TextField
            name="holder"
            label={t('checkout.holder')}
            value={draft.holder}
            errors={errors}
            onChange={(v) => update({ holder: v })}
            required
            autoComplete="cc-name"
          />
          <TextField
            name="cardNumber"
            label={t('checkout.cardNumber')}
            value={draft.cardNumber}
            errors={errors}
            onChange={(v) => update({ cardNumber: formatCardNumber(v) })}
            required
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
          />
          <TextField
            name="expiry"
            label={t('checkout.expiry')}
            value={draft.expiry}
            errors={errors}
            onChange={(v) => update({ expiry: formatExpiry(v) })}
            required
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
          />
          <TextField
            name="cvc"
            label={t('checkout.cvc')}
            value={draft.cvc}
            errors={errors}
            onChange={(v) => update({ cvc: v.replace(/\D/g, '').slice(0, 4) })}
            required
            inputMode="numeric"
            autoComplete="cc-csc"
          />
        </FieldGrid>
      ) : (
        <Caption1>{t('checkout.paypalNote')}</Caption1>
      )}
      <Caption1>{t('checkout.cardNotKept')}</Caption1>
    </>
  )
}
