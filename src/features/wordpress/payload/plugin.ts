import { featurePlugin } from '@/platform/payload/feature-plugin'

import { wordpressSyncTask } from '../sync'
import { WordpressRuns } from './collections/WordpressRuns'

/** The WordPress sync's Payload parts: the record of each run and the scheduled sync job. */
export const wordpressPlugin = () =>
  featurePlugin({ name: 'parlour-wordpress', collections: [WordpressRuns], tasks: [wordpressSyncTask] })
