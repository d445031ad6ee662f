import type { FluentIcon } from '@fluentui/react-icons'
import {
  AppsRegular,
  BeakerRegular,
  BoxRegular,
  BrainCircuitRegular,
  CalendarLtrRegular,
  ChartMultipleRegular,
  ClipboardTextLtrRegular,
  CodeRegular,
  DataUsageRegular,
  DocumentBulletListRegular,
  DocumentTextRegular,
  FolderRegular,
  MoneyRegular,
  PanelLeftTextRegular,
  PersonLockRegular,
  QuestionCircleRegular,
  SparkleRegular,
  TimerRegular,
  VideoChatRegular,
  PeopleRegular,
  PersonCircleRegular,
  ServerRegular,
  ShieldKeyholeRegular,
  SearchRegular,
  VideoRegular,
} from '@fluentui/react-icons'
import type { AppRoute, NavGroupId } from '../../lib/routing/route-types'

/** The menu's icons, kept beside the layout so the route table (in the /login bundle) carries none. */
export const groupIcons: Record<NavGroupId, FluentIcon> = {
  product: VideoRegular,
  costs: MoneyRegular,
  administration: ShieldKeyholeRegular,
  help: QuestionCircleRegular,
  examples: DocumentBulletListRegular,
  sandbox: BeakerRegular,
}

// By title key, or its prefix before the first dot (e.g. every `reportExample.*`).
const itemIcons: Record<string, FluentIcon> = {
  meetingList: VideoRegular,
  transcriptSearch: SearchRegular,
  reportList: DocumentTextRegular,
  digitalProfileList: PersonCircleRegular,
  selfInterviewList: ClipboardTextLtrRegular,
  smartBuilder: CodeRegular,
  llmSummarize: BrainCircuitRegular,
  llmReportList: BrainCircuitRegular,
  llmModelCalls: DataUsageRegular,
  bbbMonitorList: ServerRegular,
  rbotFileList: FolderRegular,
  omcDashboardCost: ChartMultipleRegular,
  omcBarchart: ChartMultipleRegular,
  billing: MoneyRegular,
  accounts: PeopleRegular,
  accessControl: ShieldKeyholeRegular,
  access: PersonLockRegular,
  mainConference: VideoChatRegular,
  smartBuilderVisual: PanelLeftTextRegular,
  mainSupport: QuestionCircleRegular,
  mainNewFuture: SparkleRegular,
  timer: TimerRegular,
  reportExample: DocumentTextRegular,
  reportTemplate: DocumentBulletListRegular,
  dashboard: ChartMultipleRegular,
  app: AppsRegular,
  ecommerce: BoxRegular,
  invoice: MoneyRegular,
  templatePage: CalendarLtrRegular,
}

export function iconFor(route: AppRoute): FluentIcon {
  return (
    itemIcons[route.titleKey] ??
    itemIcons[route.titleKey.split('.')[0]] ??
    (route.nav ? groupIcons[route.nav] : AppsRegular)
  )
}
