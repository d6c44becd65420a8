import { featurePlugin } from '@/platform/payload/feature-plugin'

import { AuthCodes } from './collections/AuthCodes'
import { Sessions } from './collections/Sessions'
import { eraseSignIn } from './erase'

/** Sign-in's Payload parts: the one-time codes and the clients' sessions. */
export const signInPlugin = () =>
  featurePlugin({ name: 'parlour-sign-in', erasers: [eraseSignIn], collections: [AuthCodes, Sessions] })
