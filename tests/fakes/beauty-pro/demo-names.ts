/**
 * Names the fake's salon, services and two staff as Parlour's demo content names them, so the
 * admin's "link to the booking system" finds them by name (the demo command and the end-to-end
 * suite in Beauty Pro mode). Test data only.
 */
import type { FakeData } from './fixture'
import {
  EMPLOYEE_AMELIA,
  EMPLOYEE_PRIYA,
  LOCATION_CHELSEA,
  SERVICE_BLOW_DRY,
  SERVICE_CUT_FINISH,
  SERVICE_FULL_COLOUR,
  SERVICE_GEL_MANICURE,
  SERVICE_MENS_CUT,
  SERVICE_PEDICURE,
} from './fixture'

const NAMES: Record<string, string> = {
  [LOCATION_CHELSEA]: 'Backstage Chelsea',
  [SERVICE_CUT_FINISH]: 'Haircut & Blow-dry',
  [SERVICE_BLOW_DRY]: 'Wash & Blow-dry',
  [SERVICE_FULL_COLOUR]: 'Root Colour',
  [SERVICE_GEL_MANICURE]: 'Classic Gel Manicure',
  [SERVICE_PEDICURE]: 'Classic Gel Pedicure',
  [SERVICE_MENS_CUT]: 'Men’s Haircut (Scissors)',
}

const STAFF: [string, string, string][] = [
  [EMPLOYEE_AMELIA, 'Olivia', 'Bennett'],
  [EMPLOYEE_PRIYA, 'Sofia', 'Rossi'],
]

export function nameAsDemoContent(state: FakeData): void {
  for (const item of [...state.locations, ...state.services]) item.name = NAMES[item.id] ?? item.name
  for (const [id, firstname, lastname] of STAFF) {
    const employee = state.employees.find((e) => e.id === id)
    if (employee) Object.assign(employee, { firstname, middlename: null, lastname })
  }
}
