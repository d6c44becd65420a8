/**
 * The WordPress import and sync: the old site's content read over its REST API (./source) and
 * written into Parlour's collections (./importer), by the command (scripts/import-wordpress.ts) or
 * the scheduled job.
 */
export { importWordPress, type ImportedType, type ImportSummary } from './import'
export { WordPressClient } from './source/client'
export { wordpressSyncTask } from './sync'
