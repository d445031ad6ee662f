import {
  Button,
  makeStyles,
  TeachingPopover,
  TeachingPopoverBody,
  TeachingPopoverFooter,
  TeachingPopoverHeader,
  TeachingPopoverSurface,
  TeachingPopoverTitle,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, FilterRegular, SearchRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({ targets: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } })
const STOPS = ['search', 'filter', 'add'] as const

const CODE = `
<TeachingPopover open={step !== null} onOpenChange={(_, d) => !d.open && setStep(null)} positioning={{ target: targets[step] }} withArrow>
  <TeachingPopoverSurface>
    <TeachingPopoverHeader>Tip 1 of 3</TeachingPopoverHeader>
    <TeachingPopoverBody><TeachingPopoverTitle>Search</TeachingPopoverTitle>Find any screen with Ctrl+K.</TeachingPopoverBody>
    <TeachingPopoverFooter primary={{ children: 'Next', onClick: next }} secondary={{ children: 'Skip', onClick: close }} />
  </TeachingPopoverSurface>
</TeachingPopover>
`

/** A guided tour with Fluent's teaching popover: one stop per control, Next, Back and Skip, Escape to leave. */
export default function TourExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const [step, setStep] = useState<number | null>(null)
  // The stops' buttons, read when a stop opens (a ref, not state: setting state from a ref callback re-renders forever).
  const targets = useRef<(HTMLElement | null)[]>([])
  const ref = (index: number) => (el: HTMLElement | null) => {
    targets.current[index] = el
  }
  const icons = [<SearchRegular key="s" />, <FilterRegular key="f" />, <AddRegular key="a" />]
  const stop = step === null ? null : STOPS[step]
  const last = step === STOPS.length - 1
  return (
    <GalleryExample code={CODE} column>
      <div className={styles.targets}>
        {STOPS.map((key, i) => (
          <Button key={key} ref={ref(i)} icon={icons[i]}>
            {t(`ext.tour.${key}.button`)}
          </Button>
        ))}
      </div>
      <div>
        <Button appearance="primary" onClick={() => setStep(0)}>
          {t('ext.tour.start')}
        </Button>
      </div>
      {stop && step !== null && (
        <TeachingPopover
          open
          onOpenChange={(_, d) => !d.open && setStep(null)}
          positioning={{ target: targets.current[step] ?? undefined }}
          withArrow
        >
          <TeachingPopoverSurface aria-label={t(`ext.tour.${stop}.title`)}>
            <TeachingPopoverHeader>
              {t('ext.tour.progress', { current: step + 1, total: STOPS.length })}
            </TeachingPopoverHeader>
            <TeachingPopoverBody>
              <TeachingPopoverTitle>{t(`ext.tour.${stop}.title`)}</TeachingPopoverTitle>
              {t(`ext.tour.${stop}.text`)}
            </TeachingPopoverBody>
            <TeachingPopoverFooter
              primary={{
                children: last ? t('ext.tour.done') : t('wizard.next'),
                onClick: () => setStep(last ? null : step + 1),
              }}
              secondary={{
                children: step > 0 ? t('wizard.back') : t('ext.tour.skip'),
                onClick: () => setStep(step > 0 ? step - 1 : null),
              }}
            />
          </TeachingPopoverSurface>
        </TeachingPopover>
      )}
    </GalleryExample>
  )
}
