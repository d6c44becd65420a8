/** Where the front-desk calendar lives in the admin (after the admin route: /admin/calendar). */
export const CALENDAR_PATH = '/calendar'
