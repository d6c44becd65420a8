/** Where a stylist's own account works in the admin, after the admin route: My day (decision 0047). */
export const MY_DAY_PATH = '/my-day'
