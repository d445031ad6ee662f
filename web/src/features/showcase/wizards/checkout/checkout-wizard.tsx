import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../../lib/api-client'
import { useWizard } from '../use-wizard'
import { WizardFrame } from '../wizard-frame'
import { AddressStep } from './address-step'
import { CartStep } from './cart-step'
import { placeOrder, type PlacedOrder } from './checkout-api'
import { CHECKOUT_STEPS, initialCheckout, keepCheckout, validateCheckout } from './checkout-model'
import { CheckoutReview } from './checkout-review'
import { OrderPlaced } from './order-placed'
import { PaymentStep } from './payment-step'

const PAYMENT = 2

/** Checkout: cart, address, payment, review; the order it places appears in the sandbox's order list. */
export default function CheckoutWizard() {
  const { t } = useTranslation('showcaseGallery')
  const wizard = useWizard({
    id: 'checkout',
    steps: CHECKOUT_STEPS.length,
    initial: initialCheckout,
    validate: validateCheckout,
    keep: keepCheckout,
  })
  const { step, draft, errors, update } = wizard
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)

  // The card number is never stored: a draft reloaded past the payment step goes back there to type it again.
  useEffect(() => {
    if (step > PAYMENT && draft.method === 'card' && !draft.cardNumber) wizard.goTo(PAYMENT)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const { data, error, response } = await placeOrder(draft)
      if (data) {
        setPlaced(data.order)
        wizard.reset()
      } else
        setFailure(
          response.status === 403 ? t('checkout.forbidden') : isApiError(error) ? error.message : t('checkout.failed'),
        )
    } catch {
      // A lost answer: the same key on the next try answers the order this one may have placed.
      setFailure(t('checkout.failed'))
    } finally {
      setBusy(false)
    }
  }

  if (placed) return <OrderPlaced order={placed} onAgain={() => setPlaced(null)} />
  return (
    <WizardFrame
      titles={CHECKOUT_STEPS.map((s) => t(`checkout.steps.${s}`))}
      step={step}
      hasErrors={Object.keys(errors).length > 0}
      isLast={wizard.isLast}
      submitLabel={t('checkout.placeOrder')}
      onNext={() => (wizard.isLast ? void submit() : wizard.next())}
      onBack={wizard.back}
      onReset={wizard.reset}
      busy={busy}
    >
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {step === 0 && <CartStep draft={draft} errors={errors} update={update} />}
      {step === 1 && <AddressStep draft={draft} errors={errors} update={update} />}
      {step === 2 && <PaymentStep draft={draft} errors={errors} update={update} />}
      {step === 3 && <CheckoutReview draft={draft} goTo={wizard.goTo} />}
    </WizardFrame>
  )
}
