import { featurePlugin } from '@/platform/payload/feature-plugin'

import { ProviderGrants } from './collections/ProviderGrants'
import { eraseBeautyProGrant } from './erase'

/** Beauty Pro's Payload parts: the clients' sealed grants and the staff's booking-system page. */
export const beautyProPlugin = () =>
  featurePlugin({
    name: 'parlour-beauty-pro',
    erasers: [eraseBeautyProGrant],
    collections: [ProviderGrants],
    views: {
      bookingSystem: {
        Component: '/features/beauty-pro/ui/booking-system-view#BookingSystemView',
        path: '/booking-system',
        exact: true,
        meta: { title: 'Booking system' },
      },
    },
  })
