import { ProgressBar } from '@fluentui/react-components'
import { BookRegular, CheckmarkCircleRegular, ClockRegular, HourglassHalfRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { BarSeriesChart } from '../../components/charts/bar-series-chart'
import { DonutChart } from '../../components/charts/donut-chart'
import { DataWidget } from '../../components/data-widget'
import { StatCard } from '../../components/stat-card'
import type { Loaded } from '../../lib/use-load'
import type { AcademyData } from './api'
import { DashboardFrame, useDashboardLayout } from './dashboard-grid'
import { SimpleTable } from './simple-table'
import { useFormatters } from './use-formatters'

/** /dashboards/academy: course progress, time spent, topic interest and the most rated courses. */
export function AcademyDashboard({ loaded, header }: { loaded: Loaded<AcademyData>; header: React.ReactNode }) {
  const { t } = useTranslation('dashboards')
  const f = useFormatters()
  const l = useDashboardLayout()
  const { data, error, reload } = loaded
  const w = { data, error, onRetry: reload, emptyText: t('empty') }
  const p = data?.progress
  return (
    <DashboardFrame
      header={header}
      kpis={
        p && (
          <>
            <StatCard
              label={t('kpi.courses')}
              value={f.number(p.courses)}
              hint={t('kpi.averageProgress', { value: f.percent(p.averageProgress) })}
              icon={<BookRegular />}
            />
            <StatCard label={t('kpi.completed')} value={f.number(p.completed)} icon={<CheckmarkCircleRegular />} />
            <StatCard label={t('kpi.inProgress')} value={f.number(p.inProgress)} icon={<HourglassHalfRegular />} />
            <StatCard
              label={t('kpi.timeSpent')}
              value={t('kpi.hours', { count: Math.round(p.minutes / 60) })}
              icon={<ClockRegular />}
            />
          </>
        )
      }
    >
      <DataWidget
        title={t('widget.courseProgress')}
        className={l.narrow}
        {...w}
        empty={(d) => d.progress.courses === 0}
      >
        {(d) => (
          <DonutChart
            label={t('widget.courseProgress')}
            slices={[
              { name: t('kpi.completed'), value: d.progress.completed },
              { name: t('kpi.inProgress'), value: d.progress.inProgress },
              { name: t('kpi.courses'), value: d.progress.notStarted },
            ].filter((s) => s.value > 0)}
          />
        )}
      </DataWidget>
      <DataWidget
        title={t('widget.topicInterest')}
        className={l.wide}
        {...w}
        empty={(d) => d.topicInterest.length === 0}
      >
        {(d) => (
          <BarSeriesChart
            label={t('widget.topicInterest')}
            data={d.topicInterest}
            category="topic"
            series={[{ key: 'learners', label: t('series.learners') }]}
          />
        )}
      </DataWidget>
      <DataWidget title={t('widget.topCourses')} className={l.full} {...w} empty={(d) => d.topCourses.length === 0}>
        {(d) => (
          <SimpleTable
            label={t('widget.topCourses')}
            rows={d.topCourses}
            rowKey={(r) => r.id}
            columns={[
              { key: 'title', label: t('column.course'), render: (r) => r.title },
              { key: 'tutor', label: t('column.tutor'), render: (r) => r.tutor },
              {
                key: 'rating',
                label: t('column.rating'),
                render: (r) => `${f.number(r.rating)} ★ (${f.number(r.ratingCount)})`,
              },
              {
                key: 'progress',
                label: t('column.progress'),
                render: (r) => (
                  <ProgressBar value={r.progress / 100} thickness="large" aria-label={f.percent(r.progress)} />
                ),
              },
            ]}
          />
        )}
      </DataWidget>
    </DashboardFrame>
  )
}
