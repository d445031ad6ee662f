import { useFluent } from '@fluentui/react-components'
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons'

/** "Back" points where reading started: left in left-to-right languages, right in Arabic. */
export function BackArrow() {
  return useFluent().dir === 'rtl' ? <ArrowRightRegular /> : <ArrowLeftRegular />
}
