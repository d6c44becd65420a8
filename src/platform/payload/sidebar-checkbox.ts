import type { CheckboxField } from 'payload'

/** A yes/no field in the sidebar of the edit view: its default, and what ticking it means. */
export function sidebarCheckbox(name: string, defaultValue: boolean, description: string): CheckboxField {
  return { name, type: 'checkbox', defaultValue, admin: { position: 'sidebar', description } }
}
