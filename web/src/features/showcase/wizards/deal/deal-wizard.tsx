import { Checkbox, Field } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReviewSection } from '../review-list'
import { useWizard } from '../use-wizard'
import { WizardDone } from '../wizard-done'
import { WizardFrame } from '../wizard-frame'
import { DEAL_STEPS, initialDeal, validateDeal } from './deal-model'
import { DetailsStep, TypeStep, UsageStep } from './deal-steps'

const STEPS = [TypeStep, DetailsStep, UsageStep]

/** Create deal: type, details, usage, review. The deal stays in the browser. */
export default function DealWizard() {
  const { t, i18n } = useTranslation('showcaseGallery')
  const wizard = useWizard({
    id: 'create-deal',
    steps: DEAL_STEPS.length,
    initial: initialDeal,
    validate: validateDeal,
  })
  const { step, draft, errors, update } = wizard
  const [done, setDone] = useState<string | null>(null)
  const titles = DEAL_STEPS.map((s) => t(`deal.steps.${s}`))
  const Step = STEPS[step]
  const date = (iso: string) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${iso}T00:00:00Z`),
        )
      : ''

  if (done)
    return (
      <WizardDone title={t('deal.doneTitle')} text={t('deal.doneText', { code: done })} onAgain={() => setDone(null)} />
    )
  const submit = () => {
    if (!wizard.next()) return
    setDone(draft.code.trim().toUpperCase())
    wizard.reset()
  }
  return (
    <WizardFrame
      titles={titles}
      step={step}
      hasErrors={Object.keys(errors).length > 0}
      isLast={wizard.isLast}
      submitLabel={t('deal.submit')}
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
              [t('deal.type'), t(`deal.types.${draft.type}`)],
              [
                t('deal.discount'),
                draft.type === 'bogo' ? '—' : `${draft.discount}${draft.type === 'percentage' ? ' %' : ' $'}`,
              ],
              [t('deal.region'), t(`deal.regions.${draft.region}`)],
            ]}
          />
          <ReviewSection
            title={titles[1]}
            onEdit={() => wizard.goTo(1)}
            rows={[
              [t('deal.title'), draft.title],
              [t('deal.code'), draft.code.toUpperCase()],
              [t('deal.period'), `${date(draft.start)} – ${date(draft.end)}`],
              [t('deal.description'), draft.description],
            ]}
          />
          <ReviewSection
            title={titles[2]}
            onEdit={() => wizard.goTo(2)}
            rows={[
              [t('deal.perUser'), draft.perUser],
              [t('deal.totalUses'), draft.totalUses || t('deal.unlimited')],
              [t('deal.notify'), draft.notify ? t('wizard.yes') : t('wizard.no')],
            ]}
          />
          <Field validationMessage={errors.accept ? t(`errors.${errors.accept}`) : undefined}>
            <Checkbox
              label={t('deal.accept')}
              checked={draft.accept}
              onChange={(_, d) => update({ accept: !!d.checked })}
            />
          </Field>
        </>
      )}
    </WizardFrame>
  )
}
