import { Dropdown, Field, Input, makeStyles, Option, Radio, RadioGroup, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../../components/form-dialog'
import { useLoad } from '../../../../lib/use-load'
import { failure, inviteReviewer, listReviewColleagues, type ReviewInvitation } from '../../api'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(520px, calc(100vw - 32px))' },
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** yyyy-mm-dd of a local day: what a date input holds. */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/**
 * Invites one reviewer: a colleague picked from the organization, or someone without an account by e-mail and
 * name. The due date is a day; the reviewer has until its end (local time).
 */
export function InviteReviewerDialog({
  interviewId,
  onClose,
  onInvited,
}: {
  interviewId: string
  onClose: () => void
  onInvited: (invitation: ReviewInvitation, link: string | null) => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [kind, setKind] = useState<'account' | 'external'>('external')
  const [accountId, setAccountId] = useState('')
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [due, setDue] = useState(() => dayOf(new Date(Date.now() + 3 * 86_400_000)))
  const [tried, setTried] = useState(false)
  const [pending, setPending] = useState(false)
  const [formError, setFormError] = useState<string>()
  const colleagues = useLoad((signal) => listReviewColleagues(interviewId, signal), [interviewId], t('team.loadError'))
  const list = colleagues.data?.colleagues ?? []

  const dueAt = new Date(`${due}T23:59:00`)
  const errors = {
    accountId: kind === 'account' && !accountId ? t('team.required') : undefined,
    email:
      kind === 'external'
        ? !email.trim()
          ? t('team.required')
          : !EMAIL.test(email.trim())
            ? t('team.invalidEmail')
            : undefined
        : undefined,
    name: kind === 'external' && !name.trim() ? t('team.required') : undefined,
    due: Number.isNaN(dueAt.getTime()) || dueAt.getTime() <= Date.now() ? t('team.pastDue') : undefined,
  }
  const shown = (e?: string) => (tried ? e : undefined)

  const submit = async () => {
    setTried(true)
    if (Object.values(errors).some(Boolean)) return
    setPending(true)
    setFormError(undefined)
    const body =
      kind === 'account'
        ? { accountId, dueAt: dueAt.toISOString() }
        : { email: email.trim(), name: name.trim(), dueAt: dueAt.toISOString() }
    const r = await inviteReviewer(interviewId, body).catch((e: unknown) => ({ data: undefined, error: e }))
    setPending(false)
    if (r.error || !r.data) return setFormError(failure(r.error, t('team.actionError')).message)
    onInvited(r.data.invitation, r.data.link)
  }

  return (
    <FormDialog
      title={t('team.inviteTitle')}
      submitLabel={t('team.send')}
      pending={pending}
      formError={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
      className={styles.surface}
    >
      <Field label={t('team.kind')}>
        <RadioGroup value={kind} onChange={(_, d) => setKind(d.value as 'account' | 'external')} layout="horizontal">
          <Radio value="external" label={t('team.kindExternal')} data-testid="invite-kind-external" />
          <Radio value="account" label={t('team.kindColleague')} data-testid="invite-kind-account" />
        </RadioGroup>
      </Field>
      {kind === 'account' ? (
        <Field
          label={t('team.colleague')}
          required
          validationMessage={shown(errors.accountId) ?? colleagues.error ?? undefined}
          hint={colleagues.data && !list.length ? t('team.noColleagues') : undefined}
        >
          <Dropdown
            placeholder={t('team.pickColleague')}
            value={list.find((c) => c.id === accountId)?.name ?? ''}
            selectedOptions={accountId ? [accountId] : []}
            onOptionSelect={(_, d) => setAccountId(d.optionValue ?? '')}
            data-testid="invite-colleague"
          >
            {list.map((c) => (
              <Option key={c.id} value={c.id} text={c.name}>
                {`${c.name} (${c.email})`}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : (
        <div className={styles.row}>
          <Field label={t('team.email')} required validationMessage={shown(errors.email)}>
            <Input
              type="email"
              dir="ltr"
              value={email}
              onChange={(_, d) => setEmail(d.value)}
              data-testid="invite-email"
            />
          </Field>
          <Field label={t('team.name')} required validationMessage={shown(errors.name)}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="invite-name" />
          </Field>
        </div>
      )}
      <Field label={t('team.dueAt')} required validationMessage={shown(errors.due)}>
        <Input
          type="date"
          value={due}
          min={dayOf(new Date())}
          onChange={(_, d) => setDue(d.value)}
          data-testid="invite-due"
        />
      </Field>
    </FormDialog>
  )
}
