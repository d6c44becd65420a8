'use client'

import dynamic from 'next/dynamic'

/**
 * The account page's app, loaded on its own: this module is exported beside the favourite hearts
 * (../ui.ts), which every page loads; a static import would bring the whole account (visits,
 * profile, sign-in) into every page's first load.
 */
export const AccountApp = dynamic(() => import('./account-app').then((m) => m.AccountApp))
