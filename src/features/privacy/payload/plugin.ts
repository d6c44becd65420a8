import { featurePlugin } from '@/platform/payload/feature-plugin'

import { DataRequests } from './collections/data-requests'
import { eraseRequestNotes } from './erase'

/**
 * A client's data rights (issue 31): the requests staff record, the client page's box to answer
 * them, and this feature's part of an erasure.
 */
export const privacyPlugin = () =>
  featurePlugin({
    name: 'parlour-privacy',
    collections: [DataRequests],
    erasers: [eraseRequestNotes],
    beforeDashboard: ['/features/privacy/ui/requests-card#RequestsCard'],
    fieldsOn: {
      clients: [
        {
          name: 'dataRights',
          type: 'ui',
          admin: { position: 'sidebar', components: { Field: '/features/privacy/ui/data-rights#DataRights' } },
        },
      ],
    },
  })
