import { Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components'
import { DocumentRegular, FolderRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Tree aria-label="Files">
  <TreeItem itemType="branch" value="reports">
    <TreeItemLayout iconBefore={<FolderRegular />}>Reports</TreeItemLayout>
    <Tree>
      <TreeItem itemType="leaf" value="q3"><TreeItemLayout iconBefore={<DocumentRegular />}>Q3.pdf</TreeItemLayout></TreeItem>
    </Tree>
  </TreeItem>
</Tree>
`

export default function TreeExample() {
  const { t } = useTranslation('showcaseGallery')
  const leaf = (value: string, name: string) => (
    <TreeItem itemType="leaf" value={value}>
      <TreeItemLayout iconBefore={<DocumentRegular />}>{name}</TreeItemLayout>
    </TreeItem>
  )
  return (
    <GalleryExample code={CODE} column>
      <Tree aria-label={t('demo.files')} defaultOpenItems={['reports']}>
        <TreeItem itemType="branch" value="reports">
          <TreeItemLayout iconBefore={<FolderRegular />}>{t('demo.reports')}</TreeItemLayout>
          <Tree>
            {leaf('q3', 'Q3.pdf')}
            {leaf('q4', 'Q4.pdf')}
          </Tree>
        </TreeItem>
        <TreeItem itemType="branch" value="meetings">
          <TreeItemLayout iconBefore={<FolderRegular />}>{t('demo.meetings')}</TreeItemLayout>
          <Tree>
            {leaf('weekly', 'weekly-sync.vtt')}
            <TreeItem itemType="branch" value="archive">
              <TreeItemLayout iconBefore={<FolderRegular />}>{t('demo.archive')}</TreeItemLayout>
              <Tree>{leaf('old', '2025-kickoff.vtt')}</Tree>
            </TreeItem>
          </Tree>
        </TreeItem>
      </Tree>
    </GalleryExample>
  )
}
