import { featurePlugin } from '@/platform/payload/feature-plugin'

import { ClientLedger } from './collections/client-ledger'
import { DrawerCounts } from './collections/drawer-counts'
import { Sales } from './collections/sales'
import { TillEntries } from './collections/till-entries'
import { balanceBackOnCancel, keepVisitsWithBalance } from './hooks/balance-back'
import { TillSettings } from './till-settings'
import { TAKINGS_PATH } from '../ui/takings/paths'

/** The till's Payload parts: sales, the till's ledger, clients' balances and points, cash counts, its settings, the takings view. */
export const tillPlugin = () =>
  featurePlugin({
    name: 'parlour-till',
    collections: [Sales, TillEntries, ClientLedger, DrawerCounts],
    globals: [TillSettings],
    views: {
      takings: {
        Component: '/features/till/ui/takings/takings-view#TakingsView',
        path: TAKINGS_PATH,
        exact: true,
        meta: { title: 'The day’s takings' },
      },
    },
    afterNavLinks: ['/features/till/ui/takings/takings-links#TakingsNavLink'],
    hooksOn: { appointments: { afterChange: [balanceBackOnCancel], beforeDelete: [keepVisitsWithBalance] } },
    fieldsOn: {
      appointments: [
        {
          name: 'sale',
          type: 'relationship',
          relationTo: 'sales',
          admin: { position: 'sidebar', readOnly: true, description: 'The checkout that closed this visit.' },
        },
        {
          name: 'saleSum',
          label: 'Sold for (£)',
          type: 'number',
          admin: { position: 'sidebar', readOnly: true, description: 'Services, extras and tip, as checked out.' },
        },
      ],
    },
  })
