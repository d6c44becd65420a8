/**
 * Select fields written as a table of value → label, the way people read them, instead of Payload's
 * list of `{ label, value }` objects.
 */
import type { SelectField } from 'payload'

/**
 * What each stored value reads as in the admin, e.g. `{ new: 'New', done: 'Called back' }`; the
 * options follow the table's order. (JavaScript puts keys that read as whole numbers, such as '1',
 * first and in numeric order: list such options as Payload's `{ label, value }` objects instead.)
 */
export type OptionLabels<Value extends string = string> = Readonly<Record<Value, string>>

type Settings<Field> = Field extends unknown ? Omit<Field, 'name' | 'type' | 'options' | 'defaultValue'> : never

/** A select field's other Payload settings; a default must be one of its values. */
export type SelectSettings<Value extends string> = Settings<SelectField> & {
  defaultValue?: NoInfer<Value> | NoInfer<Value>[]
}

/** A select field named `name` whose options are `labels` (value → label). */
export function selectField<Value extends string>(
  name: string,
  labels: OptionLabels<Value>,
  settings: SelectSettings<Value> = {},
): SelectField {
  const options = Object.entries<string>(labels).map(([value, label]) => ({ label, value }))
  return { name, type: 'select', options, ...settings }
}
