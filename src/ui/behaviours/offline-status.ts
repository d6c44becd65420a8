/** The status region (src/ui/layout/offline-status.tsx): empty and visually hidden while online. */
export const OFFLINE_STATUS = '[data-offline-status]'

/**
 * Says so while the browser is offline, following its `online`/`offline` events. The region is
 * always there (empty when online) so screen readers announce the change; its message and the class
 * that shows it come from the server in `data-message` and `data-shown-class`.
 */
export function startOfflineStatus(region: HTMLElement): void {
  const hiddenClass = region.className
  const show = () => {
    const online = navigator.onLine
    region.className = online ? hiddenClass : (region.dataset.shownClass ?? hiddenClass)
    region.textContent = online ? '' : (region.dataset.message ?? '')
  }
  if (!navigator.onLine) show()
  window.addEventListener('online', show)
  window.addEventListener('offline', show)
}
