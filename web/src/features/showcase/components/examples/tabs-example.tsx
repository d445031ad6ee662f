import { Body1, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const TABS = ['overview', 'activity', 'settings'] as const
const useStyles = makeStyles({ panel: { padding: tokens.spacingVerticalM } })

const CODE = `
<TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as Tab)}>
  <Tab id="tab-overview" value="overview" aria-controls="panel">Overview</Tab>
  <Tab id="tab-activity" value="activity" aria-controls="panel">Activity</Tab>
</TabList>
<div id="panel" role="tabpanel" aria-labelledby={\`tab-\${tab}\`}>…</div>
`

export default function TabsExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const [tab, setTab] = useState<(typeof TABS)[number]>('overview')
  return (
    <GalleryExample code={CODE} column>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as (typeof TABS)[number])}>
        {TABS.map((key) => (
          <Tab key={key} id={`gallery-tab-${key}`} value={key} aria-controls="gallery-tab-panel">
            {t(`demo.tabs.${key}`)}
          </Tab>
        ))}
      </TabList>
      <div id="gallery-tab-panel" role="tabpanel" aria-labelledby={`gallery-tab-${tab}`} className={styles.panel}>
        <Body1>{t(`demo.tabs.${tab}Text`)}</Body1>
      </div>
    </GalleryExample>
  )
}
