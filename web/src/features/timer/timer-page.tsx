import {
  Button,
  Caption1,
  Field,
  makeStyles,
  mergeClasses,
  SpinButton,
  Switch,
  ToggleButton,
  tokens,
} from '@fluentui/react-components'
import { ArrowResetRegular, FullScreenMaximizeRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '../../components/brand-mark'
import { clock, PRESETS_MIN, reset, setDuration, toggle, warning } from './timer-state'
import { useTimer } from './use-timer'

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    transitionProperty: 'background-color',
    transitionDuration: tokens.durationNormal,
  },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  danger: { backgroundColor: tokens.colorPaletteRedBackground2 },
  brand: { position: 'absolute', top: tokens.spacingVerticalL, insetInlineStart: tokens.spacingHorizontalL },
  digits: {
    fontSize: 'clamp(72px, 22vw, 240px)',
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    direction: 'ltr',
  },
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'end',
  },
  muted: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
})

/** /timer: a public full-screen interview timer; space starts or pauses, R resets; it survives a reload. */
export function TimerPage() {
  const { t } = useTranslation('timer')
  const styles = useStyles()
  const { state, left, isRunning, update } = useTimer()
  const band = warning(left)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      // Typing a custom duration must not start the timer; buttons keep their own space handling.
      if (target?.closest('input, textarea, button, [role="switch"]')) return
      if (e.code === 'Space') {
        e.preventDefault()
        update(toggle)
      } else if (e.key === 'r' || e.key === 'R') update(reset)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [update])

  const minutes = Math.round(state.durationMs / 60_000)
  return (
    <div
      className={mergeClasses(styles.page, band === 'warning' && styles.warning, band === 'danger' && styles.danger)}
      data-band={band}
    >
      <div className={styles.brand}>
        <BrandMark withName />
      </div>
      <div className={styles.digits} role="timer" aria-live="off" data-testid="timer-digits">
        {clock(left)}
      </div>
      <div className={styles.row}>
        <Button
          appearance="primary"
          size="large"
          icon={isRunning ? <PauseRegular /> : <PlayRegular />}
          onClick={() => update(toggle)}
        >
          {isRunning ? t('pause') : t('start')}
        </Button>
        <Button size="large" icon={<ArrowResetRegular />} onClick={() => update(reset)}>
          {t('reset')}
        </Button>
        <Button
          size="large"
          icon={<FullScreenMaximizeRegular />}
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
        >
          {t('fullscreen')}
        </Button>
      </div>
      <div className={styles.row} role="group" aria-label={t('presets')}>
        {PRESETS_MIN.map((m) => (
          <ToggleButton
            key={m}
            checked={state.durationMs === m * 60_000}
            onClick={() => update((s) => setDuration(s, m * 60_000))}
          >
            {t('minutes', { count: m })}
          </ToggleButton>
        ))}
        <Field label={t('custom')}>
          <SpinButton
            value={minutes}
            min={1}
            max={180}
            onChange={(_, d) => {
              const v = d.value ?? Number(d.displayValue)
              if (Number.isFinite(v) && v >= 1 && v <= 180) update((s) => setDuration(s, Math.round(v) * 60_000))
            }}
          />
        </Field>
        <Switch
          checked={state.sound}
          onChange={(_, d) => update((s) => ({ ...s, sound: d.checked }))}
          label={t('sound')}
        />
      </div>
      <Caption1 className={styles.muted}>{t('keys')}</Caption1>
    </div>
  )
}
