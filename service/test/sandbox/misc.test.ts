import t from 'tap'
import { checkPagingDefaults, checkSorts, sandboxApp } from './helpers.js'

t.test('academy courses: label, hideCompleted, search, sorting, paging', async (t) => {
  const sb = await sandboxApp(t)
  const all = (await sb.get('/api/apps/academy/courses?itemsPerPage=100')).json()
  t.same({ totalCourse: all.totalCourse, total: all.total }, { totalCourse: 25, total: 25 })
  t.equal((await sb.get('/api/apps/academy/courses?label=All%20Courses')).json().total, 25)
  const design = (await sb.get('/api/apps/academy/courses?label=Design&itemsPerPage=100')).json()
  t.ok(design.total > 0 && design.courses.every((c: any) => c.tags === 'Design'))
  const open = (await sb.get('/api/apps/academy/courses?hideCompleted=true&itemsPerPage=100')).json()
  t.equal(open.total, all.courses.filter((c: any) => c.completedTasks !== c.totalTasks).length)
  t.ok(open.total < 25, 'some courses are completed')
  const tutor = all.courses[3].user.split(' ')[0].toLowerCase()
  t.ok(
    (await sb.get(`/api/apps/academy/courses?q=${tutor}`)).json().courses.some((c: any) => c.id === all.courses[3].id),
  )
  await checkSorts(t, sb, '/api/apps/academy/courses', 'courses', {
    courseName: (c) => c.courseTitle,
    progress: (c) => c.completedTasks / c.totalTasks,
  })
  await checkPagingDefaults(t, sb, '/api/apps/academy/courses', 'courses')
  const details = (await sb.get('/api/apps/academy/course-details')).json()
  t.ok(details.content.length > 0 && details.content[0].topics.length > 0)
})

t.test('logistics vehicles and permissions', async (t) => {
  const sb = await sandboxApp(t)
  t.equal((await sb.get('/api/apps/logistics/vehicles')).json().totalVehicles, 25)
  await checkSorts(t, sb, '/api/apps/logistics/vehicles', 'vehicles', {
    location: (v) => v.location,
    startRoute: (v) => v.startCity,
    endRoute: (v) => v.endCity,
    warnings: (v) => v.warnings,
    progress: (v) => v.progress,
  })
  await checkPagingDefaults(t, sb, '/api/apps/logistics/vehicles', 'vehicles')

  const perms = (await sb.get('/api/apps/permissions?itemsPerPage=100')).json()
  t.equal(perms.totalPermissions, 9)
  await checkSorts(t, sb, '/api/apps/permissions', 'permissions', { name: (p) => p.name })
  const support = (await sb.get('/api/apps/permissions?q=SUPP&itemsPerPage=100')).json()
  t.equal(
    support.totalPermissions,
    perms.permissions.filter(
      (p: any) => p.assignedTo.some((r: string) => r.startsWith('supp')) || p.name.toLowerCase().includes('supp'),
    ).length,
    'start of a role name',
  )
  t.equal(
    (await sb.get('/api/apps/permissions?q=ager&itemsPerPage=100'))
      .json()
      .permissions.filter((p: any) => !p.name.toLowerCase().includes('ager')).length,
    0,
    'a role matches only from its start',
  )
  t.equal((await sb.get('/api/apps/permissions?itemsPerPage=4')).json().permissions.length, 4)
})

t.test('pages: data table, FAQ search, help center, profile tabs', async (t) => {
  const sb = await sandboxApp(t)
  t.equal((await sb.get('/api/pages/datatable')).json().length, 50)
  const faq = (await sb.get('/api/pages/faq')).json()
  t.ok(faq.length >= 4)
  const texts = JSON.stringify(faq)
  for (const fact of ['$69', '$99', '48 hours', '72 hours', '15 days'])
    t.ok(texts.includes(fact), `FAQ mentions ${fact}`)
  const cancel = (await sb.get('/api/pages/faq?q=CANCEL')).json()
  t.ok(
    cancel.length > 0 &&
      cancel.every(
        (g: any) => g.faqs.length > 0 && g.faqs.every((f: any) => f.question.toLowerCase().includes('cancel')),
      ),
  )
  t.same((await sb.get('/api/pages/faq?q=zzzz')).json(), [])
  const help = (await sb.get('/api/pages/help-center')).json()
  t.same(Object.keys(help).sort(), ['allArticles', 'keepLearning', 'popularArticles'])
  t.ok((await sb.get('/api/pages/help-center/article')).json().articleList.length > 0)
  t.same(
    Object.keys((await sb.get('/api/pages/profile')).json()).sort(),
    ['about', 'connections', 'contacts', 'overview', 'projectTable', 'teams', 'teamsTech'],
    'profile tab by default',
  )
  for (const tab of ['teams', 'projects', 'connections'])
    t.ok((await sb.get(`/api/pages/profile?tab=${tab}`)).json().length > 0, tab)
  t.equal((await sb.get('/api/pages/profile?tab=billing')).statusCode, 404)
  t.ok((await sb.get('/api/pages/profile/header')).json().fullName)
})
