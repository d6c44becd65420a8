/**
 * Moving in from another platform (issue 31) on the server: the admin's endpoints. The import
 * itself, for the command line and the tests, is in ./kit.ts; the Payload parts in payload/.
 */
export { postImport, postImportPreview } from './http/staff'
export { IMPORT_PATH } from './ui/paths'
