/**
 * The owner's weekly report (./week-report.ts) as a CSV file, its header and totals row in the
 * words the caller gives (the admin's language: src/features/front-desk/ui/report/text.ts).
 */
import type { WeekNumbers, WeekReport } from './week-report'

/** The words of the CSV's header row and totals row. */
export interface WeekReportCsvLabels {
  stylist: string
  visits: string
  online: string
  frontDesk: string
  hoursWorked: string
  hoursBooked: string
  utilisation: string
  expectedTakings: string
  noShows: string
  cancellations: string
  lateCancellations: string
  total: string
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a double quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** A name as a spreadsheet will not run it as a formula (a leading =, +, -, @ or tab gets a '). */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/** Booked ÷ worked as a percentage with one decimal (from the minutes, not the rounded ratio). */
const percent = (n: WeekNumbers) =>
  n.minutesWorked > 0 ? `${((n.minutesBooked / n.minutesWorked) * 100).toFixed(1)}%` : ''

/**
 * The report as CSV text (RFC 4180, CRLF line ends): a header row, one row per stylist and a
 * totals row. Hours and pounds with 2 decimals, utilisation as a percentage (empty when nothing
 * was worked).
 */
export function weekReportCsv(report: WeekReport, labels: WeekReportCsvLabels): string {
  const header = [
    labels.stylist,
    labels.visits,
    labels.online,
    labels.frontDesk,
    labels.hoursWorked,
    labels.hoursBooked,
    labels.utilisation,
    labels.expectedTakings,
    labels.noShows,
    labels.cancellations,
    labels.lateCancellations,
  ]
  const line = (name: string, n: WeekNumbers) => [
    name,
    String(n.visits),
    String(n.online),
    String(n.frontDesk),
    (n.minutesWorked / 60).toFixed(2),
    (n.minutesBooked / 60).toFixed(2),
    percent(n),
    n.expectedTakings.toFixed(2),
    String(n.noShows),
    String(n.cancellations),
    String(n.lateCancellations),
  ]
  const rows = [header, ...report.stylists.map((s) => line(asText(s.name), s)), line(labels.total, report.totals)]
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n'
}
