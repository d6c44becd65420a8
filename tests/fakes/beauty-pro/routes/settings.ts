/**
 * API.md "Group Settings".
 */
import type { FakeData } from '../fixture'

import { bad, unknownParameter } from '../core/errors'
import { type FieldSpec, checkFields, flat, parseFields } from '../core/fields'
import { FIELDS_REQUIRED } from '../core/query'
import { type Ctx, type Reply, type Route, route } from '../core/route'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

/**
 * API.md "Group Settings" › Common settings attributes and GET /settings. Each section must list its
 * settings ("not only sections, but all settings you needed"). `isOldAppointments`, `skip_professional`
 * and `servicesPriceFromFilteredServices` are not in API.md; the old product read them (spec §3).
 */
const SETTINGS_FIELDS: Record<string, FieldSpec> = {
  common: flat(
    ...['type', 'licenseType', 'isDemo', 'databaseStatus', 'country', 'currency', 'language', 'logo'],
    ...['client_feedback_ratings', 'isOldAppointments'],
  ),
  information: flat('description', 'web_site', 'instagram', 'facebook', 'viber', 'telegram'),
  statistics: flat('default_appointment_duration'),
  client_module: flat(
    ...['name', 'enabled', 'several_services', 'can_cancel_in_48_hours', 'services_gender_filter'],
    ...['nearest_booking_minutes', 'time_step', 'calendar', 'routes', 'color', 'theme', 'language', 'logo'],
    ...['supported_languages', 'gaps_mode', 'gaps_positions', 'confirm_services', 'button_text', 'button_color'],
    ...['button_position', 'element_id', 'services_from_filter', 'googleAnalyticsCode'],
    ...['showServicesAndGroupsDescriptions', 'skip_professional', 'servicesPriceFromFilteredServices'],
  ),
  prepayments: flat(
    ...['active', 'moreThanMinutesToStart', 'requiredActive', 'requiredType', 'requiredPercent'],
    ...['requiredAmount', 'requiredTime', 'optionalRewardType', 'optionalRewardPercent', 'smsTemplate'],
  ),
}

export const settingsRoutes: Route[] = [
  // API.md "Group Settings"
  route('GET', '/settings', S.settings, FIELDS_REQUIRED, getSettings),
]

/** API.md "Group Settings" › Get all settings: sections with the settings listed in `fields`. */
function getSettings(core: Core, c: Ctx): Reply {
  const nodes = parseFields(c.query.str('fields') ?? '')
  const out: Record<string, unknown> = {}
  for (const node of nodes) {
    const spec = SETTINGS_FIELDS[node.name]
    if (!spec) throw unknownParameter(node.name)
    if (!node.sub)
      throw bad(`Parameter 'fields': list the settings wanted in section '${node.name}', e.g. ${node.name}(…)`)
    checkFields(node.sub, spec, false)
    const section = core.state.settings[node.name as keyof FakeData['settings']] as Record<string, unknown>
    out[node.name] = Object.fromEntries(node.sub.map((s) => [s.name, structuredClone(section[s.name] ?? null)]))
  }
  return { status: 200, body: out }
}
