/**
 * The export's engine without its HTTP handlers (which need a running site's sign-in): what
 * `npm run export` and the bench use.
 */
export { exportSalon, type ExportManifest } from './engine/export'
export { exportColumnsMarkdown, TABLES } from './engine/tables'
