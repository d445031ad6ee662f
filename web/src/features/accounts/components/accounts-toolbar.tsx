import { Button, Dropdown, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components'
import { PersonAddRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROLES, type Role } from '../api'

const SEARCH_DEBOUNCE_MS = 300
const ALL = 'all'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  search: { flexGrow: 1, maxWidth: '360px' },
  role: { minWidth: '160px' },
  spacer: { flexGrow: 1 },
})

interface AccountsToolbarProps {
  role: Role | undefined
  onSearch: (q: string) => void
  onRole: (role: Role | undefined) => void
  /** Hidden when the user may invite nobody. */
  onInvite?: () => void
}

/** Search (debounced, so typing does not fire a request per key), the role filter and the invite button. */
export function AccountsToolbar({ role, onSearch, onRole, onInvite }: AccountsToolbarProps) {
  const { t } = useTranslation('accounts')
  const styles = useStyles()
  const [text, setText] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])

  const selected = role ?? ALL
  const label = (value: string) => (value === ALL ? t('allRoles') : t(`roles.${value as Role}`, { ns: 'common' }))
  return (
    <div className={styles.root}>
      <SearchBox className={styles.search} placeholder={t('searchPlaceholder')} aria-label={t('searchPlaceholder')} value={text} onChange={(_, d) => setText(d.value)} />
      <Dropdown
        className={styles.role}
        aria-label={t('roleFilter')}
        value={label(selected)}
        selectedOptions={[selected]}
        onOptionSelect={(_, d) => onRole(d.optionValue === ALL ? undefined : (d.optionValue as Role))}
      >
        {[ALL, ...ROLES].map((value) => (
          <Option key={value} value={value}>
            {label(value)}
          </Option>
        ))}
      </Dropdown>
      <div className={styles.spacer} />
      {onInvite && (
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={onInvite}>
          {t('invite')}
        </Button>
      )}
    </div>
  )
}
