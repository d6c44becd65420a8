import { featurePlugin } from '@/platform/payload/feature-plugin'

import { DataLog } from './collections/data-log'

/** The export's Payload parts: the data log, and the dashboard's download for admins. */
export const exportPlugin = () =>
  featurePlugin({
    name: 'parlour-export',
    collections: [DataLog],
    beforeDashboard: ['/features/export/ui/export-card#ExportCard'],
  })
