import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Subtitle1,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaStream, useMicLevel } from './use-media-stream'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  video: {
    width: '100%',
    maxWidth: '420px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
})

/** Before the first recorded question: the camera preview and a live microphone level, or a clear reason why not. */
export function DeviceCheckStep({ video, onDone }: { video: boolean; onDone: () => void }) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const { stream, problem, request } = useMediaStream(video)
  const level = useMicLevel(stream)
  const preview = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    void request()
  }, [request])
  useEffect(() => {
    if (preview.current && stream) preview.current.srcObject = stream
  }, [stream])
  return (
    <div className={styles.root} data-testid="device-check">
      <Subtitle1 as="h2">{t('media.check.title')}</Subtitle1>
      <Body1>{video ? t('media.check.hintVideo') : t('media.check.hintAudio')}</Body1>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{t(`media.problem.${problem}`)}</MessageBarBody>
        </MessageBar>
      )}
      {video && stream && (
        <video
          ref={preview}
          className={styles.video}
          autoPlay
          muted
          playsInline
          aria-label={t('media.check.preview')}
        />
      )}
      {stream && (
        <div>
          <Body1>{t('media.check.level')}</Body1>
          <ProgressBar value={Math.min(1, level * 2)} thickness="large" aria-label={t('media.check.level')} />
        </div>
      )}
      <div>
        {problem ? (
          <Button onClick={() => void request()}>{t('media.check.retry')}</Button>
        ) : (
          <Button appearance="primary" disabled={!stream} onClick={onDone} data-testid="devices-work">
            {t('media.check.works')}
          </Button>
        )}
      </div>
    </div>
  )
}
