/** A map that costs nothing until asked for (src/ui/content/map-on-demand.tsx). */
export const MAP_ON_DEMAND = '[data-map-embed]'

/**
 * The server draws a link to the outside map (what a visitor without scripts follows); a plain
 * click on it puts the embedded map (`data-map-embed`, titled `data-map-title`) in the box's place
 * instead, and moves focus to it. Nothing is requested from the map's host before that click.
 */
export function startMapOnDemand(box: HTMLElement): void {
  box.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (!(event.target instanceof Element) || !event.target.closest('a')) return
    event.preventDefault()
    const frame = document.createElement('iframe')
    frame.className = box.className
    frame.src = box.dataset.mapEmbed ?? ''
    frame.title = box.dataset.mapTitle ?? ''
    frame.allowFullscreen = true
    box.replaceWith(frame)
    frame.focus()
  })
}
