import { Field, Label, Rating, Slider, SpinButton } from '@fluentui/react-components'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputCard, InputGrid } from './input-card'

/** /forms/ranges: a slider for an approximate amount, a star rating and a spin button for an exact count. */
export default function RangeInputs() {
  const { t } = useTranslation('showcaseForms')
  const ratingLabel = useId()
  const [volume, setVolume] = useState(40)
  const [stars, setStars] = useState(3)
  const [seats, setSeats] = useState(5)
  return (
    <InputGrid>
      <InputCard title={t('inputs.slider')} value={`${volume}%`}>
        <Field label={t('fields.volume')}>
          <Slider min={0} max={100} step={5} value={volume} onChange={(_, d) => setVolume(d.value)} />
        </Field>
      </InputCard>
      <InputCard title={t('inputs.rating')} value={String(stars)}>
        <Label id={ratingLabel}>{t('fields.rating')}</Label>
        <Rating
          aria-labelledby={ratingLabel}
          value={stars}
          onChange={(_, d) => setStars(d.value)}
          itemLabel={(n) => t('inputs.stars', { count: n })}
        />
      </InputCard>
      <InputCard title={t('inputs.spinButton')} value={String(seats)}>
        <Field label={t('fields.seats')} hint={t('inputs.seatsHint')}>
          <SpinButton
            min={1}
            max={50}
            value={seats}
            onChange={(_, d) => {
              const n = d.value ?? Number(d.displayValue)
              if (Number.isFinite(n)) setSeats(Math.min(50, Math.max(1, Math.round(n))))
            }}
          />
        </Field>
      </InputCard>
    </InputGrid>
  )
}
