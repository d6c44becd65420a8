/** What the browser's part of the site draws of callbacks: the "call me back" button and its form. */
export { CallbackLauncher } from './ui/callback-launcher'
