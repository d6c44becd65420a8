import type { TaskConfig } from 'payload'

import { systemClock } from '@/platform/clock'

import { offerFreedTime, sweepWaitlist } from '../engine/offers'

/** Offers one freed item's time to the first matching entry (queued by ./hooks.ts). */
export const waitlistOfferTask: TaskConfig<'waitlistOffer'> = {
  slug: 'waitlistOffer',
  label: 'Waitlist: offer freed time',
  retries: 2,
  inputSchema: [
    { name: 'salon', type: 'number', required: true },
    { name: 'stylist', type: 'number', required: true },
    { name: 'start', type: 'text', required: true },
    { name: 'end', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'entry', type: 'text' }],
  handler: async ({ input, req }) => {
    const made = await offerFreedTime(req.payload, systemClock, {
      salonId: String(input.salon),
      stylistId: String(input.stylist),
      start: new Date(input.start),
      end: new Date(input.end),
    })
    return { output: { entry: made?.entryId ?? '' } }
  },
}

/**
 * Every minute on the default queue: offers that ran out handed on, then whatever is free offered
 * to whoever waits for it (what a job missed, new hours, a block removed).
 */
export const waitlistSweepTask: TaskConfig<'waitlistSweep'> = {
  slug: 'waitlistSweep',
  label: 'Waitlist: sweep',
  retries: 1,
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'offered', type: 'number' },
    { name: 'passed', type: 'number' },
    { name: 'booked', type: 'number' },
  ],
  handler: async ({ req }) => {
    const r = await sweepWaitlist(req.payload, systemClock)
    return { output: { offered: r.offered, passed: r.passed, booked: r.booked } }
  },
}
