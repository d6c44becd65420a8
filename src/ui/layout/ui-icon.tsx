/**
 * Line icons of the header and menus, drawn for this site (24 × 24, currentColor, decorative).
 * They are drawn once, in the static sprite public/icons.svg, and every page only points at them
 * with <use>: the markup stays a few bytes per icon. On a public page the server writes the
 * symbols it uses into the page and points the uses there (server/runtime-free.mjs, decision 0060).
 */
export const UI_ICON_NAMES = [
  'account',
  'bag',
  'menu',
  'close',
  'chevron-down',
  'chevron-right',
  'back',
  'phone',
] as const
export type UiIconName = (typeof UI_ICON_NAMES)[number]

/** The sprite's address; its symbols are named after the icons. */
export const ICON_SPRITE = '/icons.svg'

/**
 * An icon of the sprite by its symbol's id, at `size` px, hidden from assistive technology. `fill`
 * is inherited by the symbol when it sets none itself (the line icons: "none", which CSS may override).
 */
export function SpriteIcon({ id, size = 24, fill }: { id: string; size?: number; fill?: 'none' }) {
  return (
    <svg width={size} height={size} fill={fill} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${id}`} />
    </svg>
  )
}

export function UiIcon({ name, size = 24 }: { name: UiIconName; size?: number }) {
  return <SpriteIcon id={name} size={size} fill="none" />
}
