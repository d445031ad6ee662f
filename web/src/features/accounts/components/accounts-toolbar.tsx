import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { PersonAddRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { ROLES, type Role } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
})

interface AccountsToolbarProps {
  role: Role | undefined
  onSearch: (q: string) => void
  onRole: (role: Role | undefined) => void
  /** Hidden when the user may invite nobody. */
  onInvite?: () => void
}

/** Search, the role filter and the invite button. */
export function AccountsToolbar({ role, onSearch, onRole, onInvite }: AccountsToolbarProps) {
  const { t } = useTranslation('accounts')
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <DebouncedSearch placeholder={t('searchPlaceholder')} onSearch={onSearch} />
      <FilterDropdown
        label={t('roleFilter')}
        allLabel={t('allRoles')}
        values={ROLES}
        value={role}
        optionLabel={(v) => t(`roles.${v}`, { ns: 'common' })}
        onChange={onRole}
      />
      <div className={styles.spacer} />
      {onInvite && (
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={onInvite}>
          {t('invite')}
        </Button>
      )}
    </div>
  )
}
