/**
 * The column maps of the platforms salons move from. Each map names the headers of the platform's
 * CSV export, and where each one is documented; a file is matched to a map by its header row.
 *
 * Where a help page documents a field but not the exact spelling of its header, the spelling is
 * the one the platform's screens use for that field, and the comment says so. An export with other
 * headers still imports through a manual map (`--map`, or the mapping form in the admin).
 */
import { headerKey, type ColumnMap, type Field } from './fields'

export type Platform = 'fresha' | 'booksy' | 'square' | 'treatwell' | 'parlour'
export type ExportKind = 'clients' | 'appointments'
/** How a date written with slashes or dashes is read: day first (UK) or month first (US). */
export type DateOrder = 'dmy' | 'mdy'

export interface PlatformMap {
  id: `${Platform}-${ExportKind}`
  platform: Platform
  kind: ExportKind
  label: string
  /** Headers that must all be in the file for it to be this export. */
  signature: string[]
  /** Field → its header, spellings in order of preference. */
  columns: Partial<Record<Field, string[]>>
  dateOrder: DateOrder
}

/**
 * Fresha, client list (Clients → Options → Export).
 * Source: support.fresha.com "Manage and edit client details" (profile: first and last name, mobile
 * number, email, gender, birthday, notes, notification and marketing preferences) and fresha.com
 * help-center "Data Connector Tables" (clients: Client ID, created date, gender, date of birth,
 * marketing consents; bookings: is_no_show, used for the no-show count). Header spellings: those of
 * the client profile's labels.
 */
const FRESHA_CLIENTS: PlatformMap = {
  id: 'fresha-clients',
  platform: 'fresha',
  kind: 'clients',
  label: 'Fresha — clients',
  signature: ['Client ID', 'Mobile Number', 'Accepts Marketing'],
  columns: {
    ref: ['Client ID'], // Data Connector Tables: Client ID
    firstName: ['First Name'], // client profile
    lastName: ['Last Name'], // client profile
    phone: ['Mobile Number'], // client profile: mobile number
    email: ['Email'], // client profile
    sex: ['Gender'], // client profile; Data Connector clients: gender
    birthday: ['Date of Birth', 'Birthday'], // client profile: birthday; Data Connector: date of birth
    notes: ['Note', 'Notes'], // client profile: notes
    emailMarketing: ['Accepts Marketing'], // client profile: marketing notifications (email)
    smsMarketing: ['Accepts SMS Marketing'], // client profile: marketing notifications (text)
    since: ['Added', 'Created Date'], // Data Connector clients: created date
    visits: ['Total Visits', 'Visits'], // Data Connector: bookings per Client ID
    noShows: ['No Shows', 'No-shows'], // Data Connector bookings: is_no_show
  },
  dateOrder: 'dmy',
}

/**
 * Fresha, appointments: the bookings of "Data Connector Tables" (fresha.com help-center), one row per
 * booked service, with all statuses (cancelled, no-show, future scheduled, past). Documented columns:
 * Booking ID, Appointment ID, Location ID, Team Member ID, Client ID, scheduled_date, is_cancelled,
 * is_no_show, channel. The names of the service and team member and the client's mobile number and
 * email are read from the same export's name columns (spellings: the calendar's labels). A booking
 * is one service; the bookings of one appointment share its Appointment ID and come back as one
 * visit with several services.
 */
const FRESHA_APPOINTMENTS: PlatformMap = {
  id: 'fresha-appointments',
  platform: 'fresha',
  kind: 'appointments',
  label: 'Fresha — appointments',
  signature: ['Booking ID', 'Appointment ID', 'Scheduled Date'],
  columns: {
    ref: ['Booking ID'], // documented
    visit: ['Appointment ID'], // documented: the appointment the booking (one service) belongs to
    start: ['Scheduled Date'], // documented: scheduled_date (date and time)
    status: ['Status'], // documented: is_cancelled / is_no_show, exported as the booking's status
    name: ['Client', 'Client Name'], // calendar label
    phone: ['Client Mobile Number', 'Mobile Number'], // client profile: mobile number
    email: ['Client Email', 'Email'], // client profile
    service: ['Service', 'Service Name'], // calendar label
    stylist: ['Team Member', 'Team Member Name'], // documented: Team Member ID; its name
    price: ['Price'], // calendar label
    duration: ['Duration'], // calendar label (minutes)
    visitNotes: ['Notes', 'Appointment Notes'], // calendar label
    salon: ['Location', 'Location Name'], // documented: Location ID; its name
  },
  dateOrder: 'dmy',
}

/**
 * Booksy, client list (Booksy Biz → Clients → export). Booksy's public help pages reached here
 * document no column list for the export; the headers are the labels of the Booksy Biz client card:
 * first name, last name, cell phone, email, birthday, gender, notes and the client's agreement to
 * marketing messages. Booksy documents no appointment export: appointments from Booksy come in
 * through a manual map of whatever file the salon has.
 */
const BOOKSY_CLIENTS: PlatformMap = {
  id: 'booksy-clients',
  platform: 'booksy',
  kind: 'clients',
  label: 'Booksy — clients',
  signature: ['Cell Phone', 'First Name', 'Last Name'],
  columns: {
    firstName: ['First Name'],
    lastName: ['Last Name'],
    phone: ['Cell Phone'],
    email: ['Email'],
    birthday: ['Birthday'],
    sex: ['Gender'],
    notes: ['Notes'],
    smsMarketing: ['SMS Marketing Agreement', 'Marketing Agreement'],
    emailMarketing: ['Email Marketing Agreement'],
    since: ['Client Since', 'Created'],
    visits: ['Visits'],
    noShows: ['No-shows', 'No Shows'],
  },
  dateOrder: 'dmy',
}

/**
 * Square, customer directory export (Customers → Directory → Export).
 * Source: squareup.com/help article 6632 "Import customers online" (the same columns import and
 * export: First Name, Last Name, Email Address, Phone Number, Birthday — formats MM-DD, YYYY-MM-DD,
 * MM-DD-YYYY — the Email Subscription Status column with Subscribed/Unsubscribed/Unknown, dates
 * YYYY-MM-DD or month first) and article 5498 "Manage your customer directory online" (the Memo
 * (notes) attribute). First Visit and Transaction Count are the directory's own columns.
 * Square documents no export of appointments (its Appointments reports are on screen): none here.
 */
const SQUARE_CLIENTS: PlatformMap = {
  id: 'square-clients',
  platform: 'square',
  kind: 'clients',
  label: 'Square — customers',
  signature: ['Email Address', 'Phone Number', 'Email Subscription Status'],
  columns: {
    ref: ['Square Customer ID', 'Reference ID'],
    firstName: ['First Name'],
    lastName: ['Last Name'],
    phone: ['Phone Number'],
    email: ['Email Address'],
    birthday: ['Birthday'],
    notes: ['Memo'],
    emailMarketing: ['Email Subscription Status'],
    since: ['First Visit', 'Creation Date'],
    visits: ['Transaction Count'],
  },
  dateOrder: 'mdy',
}

/**
 * Treatwell Connect, client list (Clients → export).
 * Source: partners.treatwell.com "Updating your clients contact details and preferences" (client
 * card: name, email address, phone number, additional information, and the "Marketing
 * Communications" opt-in).
 */
const TREATWELL_CLIENTS: PlatformMap = {
  id: 'treatwell-clients',
  platform: 'treatwell',
  kind: 'clients',
  label: 'Treatwell — clients',
  signature: ['Name', 'Phone Number', 'Marketing Communications'],
  columns: {
    name: ['Name'],
    phone: ['Phone Number'],
    email: ['Email Address', 'Email'],
    notes: ['Additional Information', 'Notes'],
    emailMarketing: ['Marketing Communications'],
    since: ['Client Since', 'Created'],
  },
  dateOrder: 'dmy',
}

/**
 * Treatwell Connect, bookings (Reports → List of bookings).
 * Source: partners.treatwell.com "Staff permissions and what they mean" documents the report
 * ("View list of bookings – Reports > List of bookings"), not its columns; the headers are the
 * labels of Connect's appointment card (date, time, client, phone, service, staff, price, notes,
 * status). Rows that share a booking reference are the services of that one booking: one visit.
 */
const TREATWELL_APPOINTMENTS: PlatformMap = {
  id: 'treatwell-appointments',
  platform: 'treatwell',
  kind: 'appointments',
  label: 'Treatwell — bookings',
  signature: ['Booking Reference', 'Date', 'Time', 'Staff'],
  columns: {
    ref: ['Booking Reference'],
    visit: ['Booking Reference'],
    date: ['Date'],
    time: ['Time'],
    name: ['Client', 'Client Name'],
    phone: ['Phone', 'Phone Number'],
    email: ['Email', 'Email Address'],
    service: ['Service', 'Treatment'],
    stylist: ['Staff', 'Staff Member'],
    price: ['Price'],
    duration: ['Duration'],
    visitNotes: ['Notes'],
    status: ['Status'],
  },
  dateOrder: 'dmy',
}

/**
 * Parlour's own export (src/features/export, `clients.csv`): a salon moving between two Parlours, or
 * back into a fresh one. Source: the README's column table, which a unit test keeps equal to the code.
 */
const PARLOUR_CLIENTS: PlatformMap = {
  id: 'parlour-clients',
  platform: 'parlour',
  kind: 'clients',
  label: 'Parlour — clients',
  signature: ['first_name', 'last_name', 'phone', 'online_booking_blocked'],
  columns: {
    firstName: ['first_name'],
    lastName: ['last_name'],
    phone: ['phone'],
    email: ['email'],
    sex: ['sex'],
    birthday: ['birthday'],
    noSmsMarketing: ['no_sms_marketing'],
    noEmailMarketing: ['no_email_marketing'],
    marketingChangedAt: ['marketing_changed_at'],
    visits: ['imported_visits'],
    noShows: ['imported_no_shows'],
    notes: ['notes'],
    since: ['client_since', 'created_at'],
  },
  dateOrder: 'dmy',
}

/**
 * Parlour's own export, `visit-services.csv`: one row per service of a visit, salon-local date and
 * time; the rows of one visit share its `visit_id` and come back as that one visit.
 */
const PARLOUR_VISITS: PlatformMap = {
  id: 'parlour-appointments',
  platform: 'parlour',
  kind: 'appointments',
  label: 'Parlour — visits',
  signature: ['line_id', 'visit_id', 'client_phone', 'service', 'stylist', 'time'],
  columns: {
    ref: ['line_id'],
    visit: ['visit_id'],
    phone: ['client_phone'],
    date: ['date'],
    time: ['time'],
    salon: ['salon'],
    service: ['service'],
    stylist: ['stylist'],
    price: ['price'],
    duration: ['minutes'],
    status: ['state'],
  },
  dateOrder: 'dmy',
}

export const PLATFORM_MAPS: readonly PlatformMap[] = [
  PARLOUR_CLIENTS,
  PARLOUR_VISITS,
  FRESHA_CLIENTS,
  FRESHA_APPOINTMENTS,
  BOOKSY_CLIENTS,
  SQUARE_CLIENTS,
  TREATWELL_CLIENTS,
  TREATWELL_APPOINTMENTS,
]

/** The map's columns as found in this header row: each field to the header spelled as the file spells it. */
export function resolveMap(map: PlatformMap, headers: string[]): ColumnMap {
  const byKey = new Map(headers.map((h) => [headerKey(h), h]))
  const resolved: ColumnMap = {}
  for (const [field, spellings] of Object.entries(map.columns) as [Field, string[]][]) {
    const found = spellings.map((s) => byKey.get(headerKey(s))).find(Boolean)
    if (found) resolved[field] = found
  }
  return resolved
}

/** The platform export this header row is, or null: the map whose signature it has, with the most columns found. */
export function detectPlatform(headers: string[]): PlatformMap | null {
  const keys = new Set(headers.map(headerKey))
  const fits = PLATFORM_MAPS.filter((m) => m.signature.every((h) => keys.has(headerKey(h))))
  fits.sort((a, b) => Object.keys(resolveMap(b, headers)).length - Object.keys(resolveMap(a, headers)).length)
  return fits[0] ?? null
}
