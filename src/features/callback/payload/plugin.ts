import { featurePlugin } from '@/platform/payload/feature-plugin'

import { CallbackRequests } from './collections/CallbackRequests'
import { forwardCallbackTask } from './forward-callback'
import { eraseCallbacks } from './erase'

/** Callback's Payload parts: the requests and the job that forwards them. */
export const callbackPlugin = () =>
  featurePlugin({
    name: 'parlour-callback',
    erasers: [eraseCallbacks],
    collections: [CallbackRequests],
    tasks: [forwardCallbackTask],
  })
