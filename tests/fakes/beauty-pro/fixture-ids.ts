/** The fixed GUIDs (and credentials) of the fake's default data, for tests to refer to. */
export const FAKE_APPLICATION_ID = 'bfe4cf32-43bb-4fb5-9dde-fd5d3eab560a'
export const FAKE_APPLICATION_SECRET = '51e29075-a186-48fb-b7f3-374ca61205b1'
export const FAKE_DATABASE_CODE = '482913'

export const LOCATION_CHELSEA = '07013a90-9448-4381-92a5-74db6cb2fad7'
/** A second location whose licence lapsed (`active: false`). */
export const LOCATION_CLOSED = 'd061a7e4-1df9-495b-9729-98818cf88dc3'

export const CATEGORY_WOMEN = '7f08fd44-177b-4104-a43f-ff9fd1bb6687'
export const CATEGORY_MEN = '801be90c-222f-42cb-b13f-e5efd0dd1777'
export const CATEGORY_HAIR = 'bed883f7-77e6-4b68-b42a-17594d097b4f'
export const CATEGORY_NAILS = 'c1138805-cd6d-49ce-a27a-ed40cd54c9c7'
export const CATEGORY_CUTS = '4bf48aa2-6174-4450-b50b-1dcd4af7803d'
export const CATEGORY_COLOUR = '1083bd15-c1ee-4602-b40e-7a1b6f6b6770'
export const CATEGORY_MANICURE = 'cc82b03d-4100-4312-ac51-413a71282cad'
export const CATEGORY_BARBERING = 'bd1f537d-dc06-4733-bb11-b422414a8668'
export const CATEGORY_MENS_CUTS = 'eabe8fd8-91b6-467f-aefc-a2b939e8fdcc'

export const POSITION_SENIOR_STYLIST = 'cbbbd126-0341-4c78-a384-2ce1b6ccd093'
export const POSITION_STYLIST = '18d2b48d-ccdc-4f6a-94d1-7436ebb0bd89'
export const POSITION_NAIL_TECHNICIAN = 'f00daa8e-1a91-4f59-bb4e-a4d6b05e6b9a'
export const POSITION_MANAGER = 'e2de6204-34dc-48c0-98fc-6e1c9cf529a3'

/** Public, 60 min, female; Senior Stylist £85 / Stylist £65. */
export const SERVICE_CUT_FINISH = 'a7fc2259-79e4-4d42-96cd-566d82fec0e5'
/** Public, 45 min, female; Senior Stylist £45 / Stylist £35. */
export const SERVICE_BLOW_DRY = '894e0b72-9487-45c5-99b2-80b716ba9a75'
/** Public, 120 min, female; Senior Stylist only, £140. */
export const SERVICE_FULL_COLOUR = '4af4f483-a011-45fa-8b59-f1cd3529fb00'
/** Not public (consultation first), 180 min; Senior Stylist £220. */
export const SERVICE_BALAYAGE = 'd35ad878-593f-4c02-a7c1-44d97ed04992'
/** Public, 45 min; Nail Technician £38. */
export const SERVICE_GEL_MANICURE = '1fa206b6-454b-4ea6-a5d3-94f85e08569d'
/** Public, 50 min; Nail Technician £42. */
export const SERVICE_PEDICURE = '5bd08a97-8824-402f-9364-b9505c671add'
/** Public, 30 min, male; Stylist £32 / Senior Stylist £45. */
export const SERVICE_MENS_CUT = '5c875694-3f52-469f-9a0b-c358fb3d4124'
/** Archived, 150 min; Senior Stylist £180. */
export const SERVICE_KERATIN = 'a6ef1341-b93a-4bb9-af46-fe4fcaaf4bd6'

export const SCHEDULE_TUE_SAT = '6add2eed-1a09-46bf-af94-7b3691377c0c'
export const SCHEDULE_MON_FRI = '992ff3c0-83df-46c9-a36c-df8c59f2d62e'

/** Senior Stylist, public, Tue–Sat 10:00–19:00 London time at Chelsea. */
export const EMPLOYEE_AMELIA = 'e5c43a1a-b66d-47bc-8669-6ac537568dfb'
/** Nail Technician, public, Tue–Sat 10:00–19:00. */
export const EMPLOYEE_PRIYA = '4676571d-92c4-4a51-a9ea-d3a0723ffdb0'
/** Stylist, not public (booked by reception only), Mon–Fri 09:00–17:00. */
export const EMPLOYEE_HANNAH = '75b4ca74-9560-4733-93c1-04e8f1bd0672'
/** Stylist, archived (left the salon). */
export const EMPLOYEE_GRACE = 'e1b66684-2ee1-4ce7-b3ef-4e0c95663825'

export const CLIENT_EMMA = '9c132f32-29f3-4136-a3a6-4052f056552a'
/** Emma's phone as the sign-in flow sends it (international digits); stored as "+44 7700 900123". */
export const CLIENT_EMMA_PHONE = '447700900123'
export const CLIENT_JAMES = 'fc536a4c-587a-4913-a8cb-e8e1d609c8fb'
/** James's phone, stored as digits. */
export const CLIENT_JAMES_PHONE = '447700900456'

/** A past, confirmed visit of Emma with Amelia (ten days before the fixture's `now`). */
export const APPOINTMENT_EMMA_PAST = '781149ca-140b-4150-a489-53c6fdac641e'
