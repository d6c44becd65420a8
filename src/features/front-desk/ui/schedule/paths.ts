/** Where the day schedule lives in the admin (after the admin route, e.g. /admin/schedule). */
export const SCHEDULE_PATH = '/schedule'
