import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/page-header'
import { SectionCard } from '../../components/section-card'
import { useAppAbility, type Action, type Subject } from '../../lib/ability'
import { PermissionMatrixCard } from './components/permission-matrix'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
  },
  blocks: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  shown: {
    color: tokens.colorPaletteGreenForeground1,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  hidden: {
    color: tokens.colorNeutralForeground3,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
})

// The demonstration's blocks and the ability each needs (the AclDemo subject exists for this page).
const BLOCKS: { key: 'everyone' | 'aclDemo' | 'manageDemo'; action: Action; subject: Subject }[] = [
  { key: 'everyone', action: 'read', subject: 'ReportExample' },
  { key: 'aclDemo', action: 'read', subject: 'AclDemo' },
  { key: 'manageDemo', action: 'manage', subject: 'AclDemo' },
]

/** /access-control: content shown or hidden by the signed-in person's abilities; for an admin, the roles × subjects matrix. */
export function AccessControlPage() {
  const { t } = useTranslation('access')
  const styles = useStyles()
  const ability = useAppAbility()
  return (
    <div className={styles.root}>
      <PageHeader title={t('control.title')} subtitle={t('control.subtitle')} />
      <div className={styles.blocks}>
        {BLOCKS.map((b) => {
          const need = `${b.action} ${b.subject}`
          return ability.can(b.action, b.subject) ? (
            <SectionCard key={b.key} title={t(`control.${b.key}.title`)}>
              <Body1 data-acl-block={b.key}>{t(`control.${b.key}.body`)}</Body1>
              <div className={styles.shown}>
                <EyeRegular />
                <Caption1>{t('control.shown', { need })}</Caption1>
              </div>
            </SectionCard>
          ) : (
            <SectionCard key={b.key} title={t('control.hiddenTitle')}>
              <div className={styles.hidden}>
                <EyeOffRegular />
                <Body1>{t('control.hidden', { need })}</Body1>
              </div>
            </SectionCard>
          )
        })}
      </div>
      {ability.can('manage', 'Account') && <PermissionMatrixCard />}
    </div>
  )
}
