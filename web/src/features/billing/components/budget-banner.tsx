import {
  Link as FluentLink,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { paths } from '../../../config/paths'
import { useAppAbility } from '../../../lib/ability'
import { userDataAtom } from '../../../lib/session-atoms'
import { STORAGE_PREFIX } from '../../../lib/storage-prefix'
import { useLoad } from '../../../lib/use-load'
import { formatMoney } from '../../costs'
import { getBudgetStatus } from '../api'
import { budgetStatusVersionAtom } from '../budget-status-version'
import { isMoneyScreen } from './money-screens'

type BudgetStatus = NonNullable<Awaited<ReturnType<typeof getBudgetStatus>>['data']>
const CACHE_KEY = `${STORAGE_PREFIX}budget-status`

// The last status this tab read, for the user who read it. A full page load shows the banner in its first frame from
// it instead of pushing the page down half a second later when the answer arrives (a layout shift a reader sees,
// 0.16 on the meeting list); the fresh answer then replaces it.
function readCached(userId: string | undefined): BudgetStatus | undefined {
  try {
    const cached = JSON.parse(sessionStorage.getItem(CACHE_KEY) ?? 'null') as {
      userId: string
      status: BudgetStatus
    } | null
    return cached && userId && cached.userId === userId ? cached.status : undefined
  } catch {
    return undefined
  }
}

const useStyles = makeStyles({
  root: { paddingInline: tokens.spacingHorizontalXXL, paddingTop: tokens.spacingVerticalM },
  link: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
})

/**
 * The budget banner in the signed-in shell, on the money screens only (money-screens.ts): shown to roles that see
 * costs when the organization has spent 80 % of its monthly budget or more, with a link to the billing page. The service computes the status; it is
 * asked again on each navigation, so the banner follows the spend without a reload (and a page load starts from the
 * tab's last answer, above). Silent while loading or on error:
 * a banner must never get in the way of the page.
 */
export function BudgetBanner() {
  const { t, i18n } = useTranslation('billing')
  const styles = useStyles()
  const ability = useAppAbility()
  const [location] = useLocation()
  const shown = ability.can('read', 'Cost') && isMoneyScreen(location)
  const version = useAtomValue(budgetStatusVersionAtom)
  const status = useLoad(
    (signal) => (shown ? getBudgetStatus(signal) : Promise.resolve({ data: undefined })),
    [shown, location, version],
    t('loadFailed'),
  )
  const userId = useAtomValue(userDataAtom)?.id
  const [cached] = useState(() => readCached(userId))
  useEffect(() => {
    if (status.data && userId) sessionStorage.setItem(CACHE_KEY, JSON.stringify({ userId, status: status.data }))
  }, [status.data, userId])
  const s = status.data ?? cached
  if (!shown || !s || (s.level !== 'near' && s.level !== 'over') || s.budgetMinor === null) return null
  const money = {
    spend: formatMoney(s.spendMinor, s.currency, i18n.language),
    budget: formatMoney(s.budgetMinor, s.currency, i18n.language),
    percent: s.percent,
  }
  const message =
    s.level === 'near'
      ? t('shellBanner.near', money)
      : t(s.hardCap ? 'shellBanner.overCapped' : 'shellBanner.over', money)
  return (
    <div className={styles.root}>
      <MessageBar
        intent={s.level === 'over' ? 'error' : 'warning'}
        layout="multiline"
        data-budget-shell-banner={s.level}
      >
        <MessageBarBody>{message}</MessageBarBody>
        {location !== paths.billing.path && (
          <MessageBarActions>
            <Link href={paths.billing.path} asChild>
              <FluentLink className={styles.link}>{t('shellBanner.open')}</FluentLink>
            </Link>
          </MessageBarActions>
        )}
      </MessageBar>
    </div>
  )
}
