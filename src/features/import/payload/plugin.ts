import { featurePlugin } from '@/platform/payload/feature-plugin'

import { IMPORT_PATH } from '../ui/paths'
import { appointmentFields, clientFields } from './fields'
import { eraseImportedDetails } from './erase'

/** Moving in (issue 31): the fields it adds to clients and visits, and the admin's import page. */
export const importPlugin = () =>
  featurePlugin({
    name: 'parlour-import',
    erasers: [eraseImportedDetails],
    fieldsOn: { clients: clientFields, appointments: appointmentFields },
    views: {
      import: {
        Component: '/features/import/ui/import-view#ImportView',
        path: IMPORT_PATH,
        exact: true,
        meta: { title: 'Move clients in' },
      },
    },
    afterNavLinks: ['/features/import/ui/import-links#ImportNavLink'],
  })
