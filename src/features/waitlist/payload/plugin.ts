import { featurePlugin } from '@/platform/payload/feature-plugin'

import { WaitlistEntries } from './collections/WaitlistEntries'
import { eraseWaitlistEntries } from './erase'
import { WaitlistSettings } from './globals/WaitlistSettings'
import { freedOnChange, freedOnDelete, sweepOnChange, sweepOnDelete } from './hooks'
import { announceEntryChanges } from './live'
import { waitlistOfferTask, waitlistSweepTask } from './tasks'

/**
 * The waitlist's Payload parts (decision 0046): its entries and settings, the jobs that offer freed
 * time, the hooks on visits, blocks and stylists that notice it, the announcement of its own changes
 * to the front desk's screens, and its part of erasing a client.
 */
export const waitlistPlugin = () =>
  featurePlugin({
    name: 'parlour-waitlist',
    erasers: [eraseWaitlistEntries],
    collections: [{ ...WaitlistEntries, hooks: announceEntryChanges }],
    globals: [WaitlistSettings],
    tasks: [waitlistOfferTask, waitlistSweepTask],
    hooksOn: {
      appointments: { afterChange: [freedOnChange], afterDelete: [freedOnDelete] },
      'time-blocks': { afterChange: [sweepOnChange], afterDelete: [sweepOnDelete] },
      employees: { afterChange: [sweepOnChange] },
    },
  })
