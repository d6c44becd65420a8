import { featurePlugin } from '@/platform/payload/feature-plugin'

import { SmsMessages } from './collections/SmsMessages'
import { eraseTexts } from './erase'

/** Messaging's Payload parts: the SMS outbox staff can read. (The email adapters are the config's.) */
export const messagingPlugin = () =>
  featurePlugin({ name: 'parlour-messaging', erasers: [eraseTexts], collections: [SmsMessages] })
