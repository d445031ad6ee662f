import { deferredModule } from '../../../components/charts/deferred-chart'

/** The report charts' drawing code, loaded when the first chart nears the screen (see drawings.tsx). */
export const reportDrawings = deferredModule(() => import('./drawings'))
