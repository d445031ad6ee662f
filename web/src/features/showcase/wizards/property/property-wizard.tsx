import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReviewSection } from '../review-list'
import { useMoney } from '../use-money'
import { useWizard } from '../use-wizard'
import { parseAmount } from '../validation'
import { WizardDone } from '../wizard-done'
import { WizardFrame } from '../wizard-frame'
import { initialProperty, PROPERTY_STEPS, validateProperty } from './property-model'
import { AreaStep, FeaturesStep, PersonalStep, PriceStep, PropertyStep } from './property-steps'

const STEPS = [PersonalStep, PropertyStep, FeaturesStep, AreaStep, PriceStep]

/** Property listing: personal details, property, features, area, price, review. The listing stays in the browser. */
export default function PropertyWizard() {
  const { t } = useTranslation('showcaseGallery')
  const money = useMoney()
  const wizard = useWizard({
    id: 'property-listing',
    steps: PROPERTY_STEPS.length,
    initial: initialProperty,
    validate: validateProperty,
  })
  const { step, draft, errors, update } = wizard
  const [done, setDone] = useState<string | null>(null)
  const titles = PROPERTY_STEPS.map((s) => t(`property.steps.${s}`))
  const Step = STEPS[step]

  if (done)
    return (
      <WizardDone
        title={t('property.doneTitle')}
        text={t('property.doneText', { address: done })}
        onAgain={() => setDone(null)}
      />
    )
  const submit = () => {
    setDone(`${draft.address}, ${draft.city}`)
    wizard.reset()
  }
  return (
    <WizardFrame
      titles={titles}
      step={step}
      hasErrors={Object.keys(errors).length > 0}
      isLast={wizard.isLast}
      submitLabel={t('property.submit')}
      onNext={() => (wizard.isLast ? submit() : wizard.next())}
      onBack={wizard.back}
      onReset={wizard.reset}
    >
      {Step && <Step draft={draft} errors={errors} update={update} />}
      {wizard.isLast && (
        <>
          <ReviewSection
            title={titles[0]}
            onEdit={() => wizard.goTo(0)}
            rows={[
              [t('property.role'), t(`property.roles.${draft.role}`)],
              [t('property.firstName'), `${draft.firstName} ${draft.lastName}`],
              [t('property.email'), draft.email],
              [t('property.phone'), draft.phone],
            ]}
          />
          <ReviewSection
            title={titles[1]}
            onEdit={() => wizard.goTo(1)}
            rows={[
              [t('property.propertyType'), t(`property.types.${draft.propertyType}`)],
              [t('property.bedrooms'), String(draft.bedrooms)],
              [t('property.bathrooms'), String(draft.bathrooms)],
              [t('property.address'), `${draft.address}, ${draft.city}`],
            ]}
          />
          <ReviewSection
            title={titles[2]}
            onEdit={() => wizard.goTo(2)}
            rows={[[t('property.featuresLabel'), draft.features.map((f) => t(`property.features.${f}`)).join(', ')]]}
          />
          <ReviewSection
            title={titles[3]}
            onEdit={() => wizard.goTo(3)}
            rows={[
              [t('property.size'), draft.size],
              [t('property.builtYear'), draft.builtYear],
            ]}
          />
          <ReviewSection
            title={titles[4]}
            onEdit={() => wizard.goTo(4)}
            rows={[
              [t('property.listing'), t(`property.listings.${draft.listing}`)],
              [t('property.price'), money(parseAmount(draft.price))],
              [t('property.negotiable'), draft.negotiable ? t('wizard.yes') : t('wizard.no')],
            ]}
          />
        </>
      )}
    </WizardFrame>
  )
}
