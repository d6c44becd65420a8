/**
 * The system Chromium every Playwright suite drives (playwright.config.ts, playwright.cluster.config.ts):
 * CHROME_PATH or Debian's /usr/bin/chromium, with the flags that keep it quiet offline.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
}
