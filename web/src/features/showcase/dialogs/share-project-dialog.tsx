import {
  Avatar,
  Body1,
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components'
import { CopyRegular, LinkRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { listSomeUsers } from './dialogs-api'
import { CancelButton, ExampleDialog } from './example-dialog'

const ACCESS = ['owner', 'edit', 'view'] as const
type Access = (typeof ACCESS)[number]
const useStyles = makeStyles({
  invite: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '200px' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  who: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' },
  access: { minWidth: '120px' },
})

/** Share project: invite by email, set each member's access, copy the project link. Members are sandbox users. */
export function ShareProjectDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const users = useLoad((signal) => listSomeUsers(signal), [], t('loadFailed'))
  const [access, setAccess] = useState<Record<string, Access>>({})
  const [invited, setInvited] = useState<string[]>([])
  const [email, setEmail] = useState('')
  const [copied, setCopied] = useState(false)
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())
  const link = `${location.origin}/projects/demo`
  const people = [
    ...invited.map((e) => ({ key: e, name: e, email: e })),
    ...(users.data?.users ?? []).map((u) => ({ key: String(u.id), name: u.fullName, email: u.email })),
  ]
  return (
    <ExampleDialog
      title={t('dialogs.share.title')}
      onClose={onClose}
      actions={
        <>
          <Button
            icon={copied ? <LinkRegular /> : <CopyRegular />}
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('dialogs.share.copied') : t('dialogs.share.copyLink')}
          </Button>
          <CancelButton onClose={onClose} />
        </>
      }
    >
      <div className={styles.invite}>
        <Field
          className={styles.grow}
          label={t('dialogs.share.invite')}
          validationMessage={email && !emailOk ? t('errors.email') : undefined}
        >
          <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} placeholder="name@example.com" />
        </Field>
        <Button
          appearance="primary"
          disabled={!emailOk}
          onClick={() => {
            setInvited([email.trim(), ...invited])
            setEmail('')
          }}
        >
          {t('dialogs.share.send')}
        </Button>
      </div>
      <Body1>{t('dialogs.share.body')}</Body1>
      {users.error ? (
        <ErrorState message={users.error} onRetry={users.reload} />
      ) : !users.data ? (
        <LoadingState />
      ) : people.length === 0 ? (
        <EmptyState title={t('dialogs.share.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('dialogs.share.members')}>
          {people.map((p, i) => {
            const current = access[p.key] ?? (i === 0 && !invited.length ? 'owner' : 'view')
            return (
              <li key={p.key} className={styles.person}>
                <Avatar name={p.name} size={32} />
                <span className={styles.who}>
                  <Body1 truncate wrap={false}>
                    {p.name}
                  </Body1>
                  <Caption1 truncate wrap={false}>
                    {p.email}
                  </Caption1>
                </span>
                <Dropdown
                  className={styles.access}
                  aria-label={t('dialogs.share.accessOf', { name: p.name })}
                  value={t(`dialogs.share.access.${current}`)}
                  selectedOptions={[current]}
                  onOptionSelect={(_, d) => setAccess({ ...access, [p.key]: d.optionValue as Access })}
                >
                  {ACCESS.map((a) => (
                    <Option key={a} value={a}>
                      {t(`dialogs.share.access.${a}`)}
                    </Option>
                  ))}
                </Dropdown>
              </li>
            )
          })}
        </ul>
      )}
    </ExampleDialog>
  )
}
