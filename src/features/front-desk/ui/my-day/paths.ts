/** Where a stylist's own day lives in the admin (/admin/my-day) and the printable day sheet (/admin/calendar/print). */
export { MY_DAY_PATH } from '@/platform/staff/my-day-path'
export const DAY_SHEET_PATH = '/calendar/print'

/** The day sheet's address for a salon (or a stylist's salons), a day and optionally one stylist. */
export function daySheetHref(
  adminRoute: string,
  query: { salon?: string | null; date?: string | null; stylist?: string | null },
): string {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])))
  const base = adminRoute === '/' ? '' : adminRoute
  return `${base}${DAY_SHEET_PATH}${q.size ? `?${q}` : ''}`
}
