import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { completePublicInterview, openPublicInterview } from '../api'
import { DeviceCheckStep } from '../media/device-check-step'
import { CandidateShell } from './candidate-shell'
import { CompletedScreen, GoneScreen } from './end-screens'
import { FinishStep } from './finish-step'
import { OnePageForm } from './one-page-form'
import { PracticeStep } from './practice-step'
import { QuestionStep } from './question-step'
import { useCandidate } from './use-candidate'
import { useInterviewLanguage } from './use-interview-language'
import { WelcomeStep } from './welcome-step'

/** /selfinter/{uid}: the candidate's step-by-step interview (the link /i/{uid} lands here). */
export function TakeInterviewPage({ params }: ScreenProps) {
  return <CandidateFlow uid={params.id ?? ''} />
}

/** Both candidate routes: the interview's own mode decides between steps and one page (the server enforces it). */
export function CandidateFlow({ uid }: { uid: string }) {
  const { t } = useTranslation('selfInterviews')
  const c = useCandidate(uid, t('take.loadError'))
  const practiceKey = `debrief.selfinter.practice.${uid.slice(0, 12)}`
  const [practiced, setPracticed] = useState(() => sessionStorage.getItem(practiceKey) === '1')
  const checkKey = `debrief.selfinter.devices.${uid.slice(0, 12)}`
  const [checked, setChecked] = useState(() => sessionStorage.getItem(checkKey) === '1')
  const d = c.data
  useInterviewLanguage(uid, d?.language)

  let body
  if (c.gone) body = <GoneScreen kind={c.gone} />
  else if (!d) body = c.error ? <ErrorState message={c.error} onRetry={() => void c.reload()} /> : <LoadingState />
  else if (d.state === 'completed') body = <CompletedScreen />
  else if (!d.consented)
    body = <WelcomeStep interview={d} busy={c.busy} onStart={() => void c.act(() => openPublicInterview(uid))} />
  else if (d.mode === 'one-page') body = <OnePageForm uid={uid} interview={d} busy={c.busy} act={c.act} />
  else {
    const practice = d.questions.find((q) => q.practice)
    const current = d.questions.find((q) => q.id === d.currentQuestionId)
    const started = d.questions.some((q) => !q.practice && q.status !== 'pending')
    const media = d.questions.filter((q) => !q.practice && q.mode !== 'text')
    if (media.length && !checked && media.some((q) => q.status !== 'answered')) {
      body = (
        <DeviceCheckStep
          video={media.some((q) => q.mode === 'video')}
          onDone={() => {
            sessionStorage.setItem(checkKey, '1')
            setChecked(true)
          }}
        />
      )
    } else if (practice && !practiced && !started) {
      body = (
        <PracticeStep
          question={practice}
          onDone={() => {
            sessionStorage.setItem(practiceKey, '1')
            setPracticed(true)
          }}
        />
      )
    } else if (current) {
      body = (
        <QuestionStep
          key={current.id}
          uid={uid}
          interview={d}
          question={current}
          offset={c.offset}
          busy={c.busy}
          act={c.act}
          reload={c.reload}
        />
      )
    } else {
      body = <FinishStep busy={c.busy} onFinish={() => void c.act(() => completePublicInterview(uid))} />
    }
  }
  return (
    <CandidateShell organization={d?.organization}>
      {c.error && d && (
        <MessageBar intent="warning">
          <MessageBarBody>{c.error}</MessageBarBody>
        </MessageBar>
      )}
      {body}
    </CandidateShell>
  )
}
