/**
 * Every route the fake answers, in the order they are tried: a fixed path comes before the `:id`
 * path it would otherwise match (`/services/categories`, `/employees/free_time`,
 * `/appointments/services`). Anything else answers the documented 404 (`object: "url"`).
 */
import type { Route } from '../core/route'

import { appointmentServiceRoutes } from './appointment-services'
import { appointmentRoutes } from './appointments'
import { authRoutes } from './auth'
import { clientLoginRoutes } from './client-login'
import { clientRoutes } from './clients'
import { employeeRoutes } from './employees'
import { feedbackRoutes } from './feedbacks'
import { freeTimeRoutes } from './free-time'
import { locationRoutes } from './locations'
import { prepaymentRoutes } from './prepayments'
import { serviceRoutes } from './services'
import { settingsRoutes } from './settings'

export const ROUTES: Route[] = [
  ...authRoutes,
  ...clientLoginRoutes,
  ...locationRoutes,
  ...serviceRoutes,
  ...freeTimeRoutes,
  ...employeeRoutes,
  ...settingsRoutes,
  ...feedbackRoutes,
  ...clientRoutes,
  ...appointmentServiceRoutes,
  ...prepaymentRoutes,
  ...appointmentRoutes,
]
