/** Where moving in lives in the admin (after the admin route: /admin/import). */
export const IMPORT_PATH = '/import'
/** What importing a file would do (src/app/api/staff/import/preview/route.ts). */
export const IMPORT_PREVIEW_API_PATH = '/api/staff/import/preview'
/** Imports a file (src/app/api/staff/import/route.ts). */
export const IMPORT_API_PATH = '/api/staff/import'
