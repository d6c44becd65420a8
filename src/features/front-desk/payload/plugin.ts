import { featurePlugin } from '@/platform/payload/feature-plugin'

import { CALENDAR_PATH } from '../ui/calendar/paths'
import { DAY_SHEET_PATH, MY_DAY_PATH } from '../ui/my-day/paths'
import { SCHEDULE_PATH } from '../ui/schedule/paths'
import { TimeBlocks } from './collections/TimeBlocks'
import { CalendarSettings, calendarColourField } from './calendar-colours'

/** The front desk's Payload parts: blocked time, the calendar and weekly report views, their menu and dashboard links. */
export const frontDeskPlugin = () =>
  featurePlugin({
    name: 'parlour-front-desk',
    collections: [TimeBlocks],
    // The calendar's colours (decision 0049): the salon's choice, and a swatch per stylist and category.
    globals: [CalendarSettings],
    fieldsOn: {
      employees: [calendarColourField({ en: 'stylist', uk: 'майстром' })],
      'services-categories': [calendarColourField({ en: 'service category', uk: 'категорією послуги' })],
    },
    views: {
      calendar: {
        Component: '/features/front-desk/ui/calendar/calendar-view#CalendarView',
        path: CALENDAR_PATH,
        exact: true,
        meta: { title: 'Calendar' },
      },
      // The day schedule became the calendar: its old address opens the calendar.
      schedule: {
        Component: '/features/front-desk/ui/calendar/calendar-view#ScheduleRedirect',
        path: SCHEDULE_PATH,
        exact: true,
        meta: { title: 'Calendar' },
      },
      // A stylist's own day (decision 0047) and the printable day sheet.
      myDay: {
        Component: '/features/front-desk/ui/my-day/my-day-view#MyDayView',
        path: MY_DAY_PATH,
        exact: true,
        meta: { title: 'My day' },
      },
      daySheet: {
        Component: '/features/front-desk/ui/print/day-sheet-view#DaySheetView',
        path: DAY_SHEET_PATH,
        exact: true,
        meta: { title: 'Day sheet' },
      },
      report: {
        Component: '/features/front-desk/ui/report/report-view#ReportView',
        path: '/report',
        exact: true,
        meta: { title: 'Weekly report' },
      },
    },
    afterNavLinks: [
      '/features/front-desk/ui/schedule/staff-links#ScheduleNavLink',
      '/features/front-desk/ui/my-day/nav#MyDayNavLink',
    ],
    beforeDashboard: [
      '/features/front-desk/ui/my-day/nav#StylistHome',
      '/features/front-desk/ui/schedule/staff-links#StaffDashboardLinks',
    ],
  })
