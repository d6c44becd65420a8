/**
 * The salon's export (issue 31): everything it holds, for it to keep or take elsewhere — CSV tables,
 * the content in both languages, the media and a manifest. What the app and the scripts use.
 */
export { exportSalon, type ExportManifest } from './engine/export'
export { exportColumnsMarkdown, TABLES } from './engine/tables'
export { getExport } from './http/staff'
export { dataDownload, getMyData } from './http/mine'
export { clientData } from './engine/client-data'
