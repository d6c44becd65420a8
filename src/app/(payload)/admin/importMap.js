import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AppointmentQuickFilters as AppointmentQuickFilters_339d0c4810e8b4bbee3b92640ddc107d } from '../../../features/front-desk/ui/schedule/staff-links'
import { DataRights as DataRights_8700c1fcd2f3f4b1978d381d9506e4cb } from '../../../features/privacy/ui/data-rights'
import { ScheduleNavLink as ScheduleNavLink_339d0c4810e8b4bbee3b92640ddc107d } from '../../../features/front-desk/ui/schedule/staff-links'
import { MyDayNavLink as MyDayNavLink_4d2bd2881ba51d8aedecfcbd849924f6 } from '../../../features/front-desk/ui/my-day/nav'
import { TakingsNavLink as TakingsNavLink_10ede9137a3e3f4da73f92871cf2af11 } from '../../../features/till/ui/takings/takings-links'
import { ImportNavLink as ImportNavLink_ba5e2193286f7b40bf19ca71343ccec4 } from '../../../features/import/ui/import-links'
import { StylistHome as StylistHome_4d2bd2881ba51d8aedecfcbd849924f6 } from '../../../features/front-desk/ui/my-day/nav'
import { StaffDashboardLinks as StaffDashboardLinks_339d0c4810e8b4bbee3b92640ddc107d } from '../../../features/front-desk/ui/schedule/staff-links'
import { ExportCard as ExportCard_81728468ceb5be46a2f334e76ba0bf82 } from '../../../features/export/ui/export-card'
import { RequestsCard as RequestsCard_07445980d322c1efac40460364a7bdc9 } from '../../../features/privacy/ui/requests-card'
import { ForgotPasswordView as ForgotPasswordView_7c86fb0dd06cc9557dda16fab07b3c21 } from '../../../platform/staff/forgot-password/forgot-password-view'
import { CalendarView as CalendarView_9720a2f83fa09b54251104a79a9c82f7 } from '../../../features/front-desk/ui/calendar/calendar-view'
import { ScheduleRedirect as ScheduleRedirect_9720a2f83fa09b54251104a79a9c82f7 } from '../../../features/front-desk/ui/calendar/calendar-view'
import { MyDayView as MyDayView_0277db7cf3464035028bd42784ed3ab5 } from '../../../features/front-desk/ui/my-day/my-day-view'
import { DaySheetView as DaySheetView_75a563724851b1cbafae06992ca51fd3 } from '../../../features/front-desk/ui/print/day-sheet-view'
import { ReportView as ReportView_10711d817c3e72473d46f05913c9928f } from '../../../features/front-desk/ui/report/report-view'
import { TakingsView as TakingsView_8ac371dec50b924254430091d6aab8af } from '../../../features/till/ui/takings/takings-view'
import { ImportView as ImportView_b6ee755471ce5af56d8d677345b69feb } from '../../../features/import/ui/import-view'
import { BookingSystemView as BookingSystemView_3087e95ad37ccccf0aac53a480e768e5 } from '../../../features/beauty-pro/ui/booking-system-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/front-desk/ui/schedule/staff-links#AppointmentQuickFilters": AppointmentQuickFilters_339d0c4810e8b4bbee3b92640ddc107d,
  "/features/privacy/ui/data-rights#DataRights": DataRights_8700c1fcd2f3f4b1978d381d9506e4cb,
  "/features/front-desk/ui/schedule/staff-links#ScheduleNavLink": ScheduleNavLink_339d0c4810e8b4bbee3b92640ddc107d,
  "/features/front-desk/ui/my-day/nav#MyDayNavLink": MyDayNavLink_4d2bd2881ba51d8aedecfcbd849924f6,
  "/features/till/ui/takings/takings-links#TakingsNavLink": TakingsNavLink_10ede9137a3e3f4da73f92871cf2af11,
  "/features/import/ui/import-links#ImportNavLink": ImportNavLink_ba5e2193286f7b40bf19ca71343ccec4,
  "/features/front-desk/ui/my-day/nav#StylistHome": StylistHome_4d2bd2881ba51d8aedecfcbd849924f6,
  "/features/front-desk/ui/schedule/staff-links#StaffDashboardLinks": StaffDashboardLinks_339d0c4810e8b4bbee3b92640ddc107d,
  "/features/export/ui/export-card#ExportCard": ExportCard_81728468ceb5be46a2f334e76ba0bf82,
  "/features/privacy/ui/requests-card#RequestsCard": RequestsCard_07445980d322c1efac40460364a7bdc9,
  "/platform/staff/forgot-password/forgot-password-view#ForgotPasswordView": ForgotPasswordView_7c86fb0dd06cc9557dda16fab07b3c21,
  "/features/front-desk/ui/calendar/calendar-view#CalendarView": CalendarView_9720a2f83fa09b54251104a79a9c82f7,
  "/features/front-desk/ui/calendar/calendar-view#ScheduleRedirect": ScheduleRedirect_9720a2f83fa09b54251104a79a9c82f7,
  "/features/front-desk/ui/my-day/my-day-view#MyDayView": MyDayView_0277db7cf3464035028bd42784ed3ab5,
  "/features/front-desk/ui/print/day-sheet-view#DaySheetView": DaySheetView_75a563724851b1cbafae06992ca51fd3,
  "/features/front-desk/ui/report/report-view#ReportView": ReportView_10711d817c3e72473d46f05913c9928f,
  "/features/till/ui/takings/takings-view#TakingsView": TakingsView_8ac371dec50b924254430091d6aab8af,
  "/features/import/ui/import-view#ImportView": ImportView_b6ee755471ce5af56d8d677345b69feb,
  "/features/beauty-pro/ui/booking-system-view#BookingSystemView": BookingSystemView_3087e95ad37ccccf0aac53a480e768e5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
