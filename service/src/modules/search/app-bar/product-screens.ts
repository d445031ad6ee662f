import type { ReportKind } from '../../analysis/index.js'
import { KIND_TITLES } from '../../report-kinds/index.js'
import type { Screen } from './screen-types.js'
import { managePage, viewDemo, viewPage } from './screen-types.js'

type S = Omit<Screen, 'category'>
const inCategory = (category: Screen['category'], screens: S[]): Screen[] => screens.map((s) => ({ ...s, category }))

// Paths and permissions follow web/src/config/paths.ts and web/src/app/route-groups/product-routes.ts.
// Titles as the web's route titles ("Example: <kind>", "Template: <kind>"): one name per report kind, KIND_TITLES.
const reportExamples: [string, ReportKind][] = [
  ['AnalyseActive', 'active-analysis'],
  ['BelbinExample', 'belbin'],
  ['CompExample', 'competence'],
  ['DigitalProfileExample', 'digital-profile'],
  ['NegatiationExample', 'negotiation'],
  ['RecruterExample', 'recruiter'],
  ['SelfExample', 'self'],
]
const reportTemplates: [string, ReportKind][] = [
  ['AlfaTemplate', 'alfa'],
  ['BelbinTemplate', 'belbin'],
  ['CompTemplate', 'competence'],
  ['DigitalProfileTemplate', 'digital-profile'],
  ['InfoSecTemplate', 'info-security'],
  ['NegatiationTemplate', 'negotiation'],
  ['RecruterTemplate', 'recruiter'],
  ['SelfTemplate', 'self'],
]

/** The product's own screens, with the data each needs. */
export const productScreens: Screen[] = [
  ...inCategory('product', [
    {
      title: 'Meetings',
      path: '/meetings/MeetingList',
      icon: 'VideoPerson',
      access: managePage,
      dataPermission: ['read', 'Meeting'],
    },
    {
      title: 'Search transcripts',
      path: '/search/transcripts',
      icon: 'Search',
      access: viewPage,
      dataPermission: ['read', 'Meeting'],
    },
    {
      title: 'Reports',
      path: '/reports/ReportList',
      icon: 'DocumentText',
      access: viewPage,
      dataPermission: ['read', 'Report'],
    },
    {
      title: 'Digital profiles',
      path: '/digitalprofiles/DPList',
      icon: 'ContactCard',
      access: managePage,
      dataPermission: ['read', 'DigitalProfile'],
    },
    {
      title: 'Self-interviews',
      path: '/selfintermanager/SelfInterList',
      icon: 'PersonFeedback',
      access: managePage,
      dataPermission: ['read', 'SelfInterview'],
    },
    {
      title: 'LLM summarizer',
      path: '/LLM/Summarize',
      icon: 'BotSparkle',
      access: managePage,
      dataPermission: ['create', 'LlmRun'],
    },
    {
      title: 'LLM reports',
      path: '/LLM_report/LLMReportList',
      icon: 'DocumentBulletList',
      access: managePage,
      dataPermission: ['read', 'LlmRun'],
    },
    {
      title: 'Model calls',
      path: '/LLM/ModelCalls',
      icon: 'DataPie',
      access: managePage,
      dataPermission: ['read', 'LlmRun'],
    },
    {
      title: 'BBB monitor',
      path: '/BBB_monitor/BBBMonitorList',
      icon: 'Server',
      access: managePage,
      dataPermission: ['read', 'BbbServer'],
    },
    {
      title: 'RBot files',
      path: '/rbotmanager/RbotFileList',
      icon: 'FolderOpen',
      access: managePage,
      dataPermission: ['read', 'File'],
    },
    {
      title: 'JSON builder',
      path: '/jsonbuilder/SmartBuilder',
      icon: 'Braces',
      access: managePage,
      dataPermission: ['update', 'Template'],
    },
    {
      title: 'JSON builder (visual)',
      path: '/jsonbuilder/SmartBuilderVisual',
      icon: 'PanelLeftText',
      access: managePage,
      dataPermission: ['update', 'Template'],
    },
    {
      title: 'Conferences',
      path: '/main/MainConference',
      icon: 'Video',
      access: viewPage,
      dataPermission: ['read', 'Meeting'],
    },
  ]),
  ...inCategory('help', [
    {
      title: 'Support',
      path: '/main/SupportView',
      icon: 'QuestionCircle',
      access: viewPage,
      // As the web route: whoever may open support requests (the cost analyst too), not only meeting readers.
      dataPermission: ['read', 'SupportRequest'],
    },
    // Named as the menu names it, so "what" finds it; the web route needs no data permission.
    { title: "What's new", path: '/main/New_future', icon: 'Sparkle', access: viewPage },
  ]),
  ...inCategory('costs', [
    {
      title: 'Cost dashboard',
      path: '/omc/dashboard_cost',
      icon: 'DataPie',
      access: managePage,
      dataPermission: ['read', 'Cost'],
    },
    {
      title: 'Cost bar chart',
      path: '/omc/barchart_omc',
      icon: 'DataHistogram',
      access: managePage,
      dataPermission: ['read', 'Cost'],
    },
    {
      title: 'Billing',
      path: '/billing/billing',
      icon: 'Money',
      access: managePage,
      dataPermission: ['read', 'Billing'],
    },
  ]),
  ...inCategory('reports', [
    ...reportExamples.map(([slug, kind]): S => ({
      title: `Example: ${KIND_TITLES[kind]}`,
      path: `/reports-example/${slug}`,
      icon: 'DocumentSearch',
      access: [...viewDemo, ...viewPage],
      dataPermission: ['read', 'ReportExample'],
    })),
    ...reportTemplates.map(([slug, kind]): S => ({
      title: `Template: ${KIND_TITLES[kind]}`,
      path: `/reports-template/${slug}`,
      icon: 'DocumentEdit',
      access: viewPage,
      dataPermission: ['read', 'Template'],
    })),
  ]),
  ...inCategory('administration', [
    {
      title: 'Accounts',
      path: '/access/accounts',
      icon: 'People',
      access: managePage,
      dataPermission: ['read', 'Account'],
    },
    { title: 'Access', path: '/access', icon: 'ShieldKeyhole', access: viewPage, dataPermission: ['read', 'Account'] },
    {
      title: 'Access control',
      path: '/access-control',
      icon: 'PersonLock',
      access: viewPage,
      dataPermission: ['read', 'AclDemo'],
    },
  ]),
]
