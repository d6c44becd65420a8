/** Where the day's takings live in the admin (after the admin route, e.g. /admin/takings). */
export const TAKINGS_PATH = '/takings'
/** The day's takings as JSON or CSV (src/app/api/staff/takings/route.ts). */
export const TAKINGS_API_PATH = '/api/staff/takings'
/** Where a drawer count is recorded (src/app/api/staff/takings/count/route.ts). */
export const TAKINGS_COUNT_API_PATH = '/api/staff/takings/count'
