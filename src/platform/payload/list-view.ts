import type { CollectionAdminOptions } from 'payload'

/**
 * How a collection lists in the admin: the menu `group` it sits in, the field that names each
 * document (`useAsTitle`) and the columns shown until someone picks others (`defaultColumns`).
 * `more` takes the collection's other admin options (a description, searchable fields, components).
 */
export function listView(
  group: string,
  useAsTitle: string,
  defaultColumns: string[],
  more: Omit<CollectionAdminOptions, 'group' | 'useAsTitle' | 'defaultColumns'> = {},
): CollectionAdminOptions {
  return { group, useAsTitle, defaultColumns, ...more }
}
