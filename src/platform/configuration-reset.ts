/**
 * Values a process works out once from its configuration (the parsed environment, the booking
 * provider it names) register how to forget themselves here. A server never calls
 * `forgetConfiguration`: its environment is fixed for its life. The integration suite does, before
 * each file: it runs every file in one process (Payload starts once per run instead of once per
 * file) and a file may set its own environment, such as a fake Stripe's address or Beauty Pro mode.
 */
const forgetters = new Set<() => void>()

/** Registers how to drop a value derived from the configuration. */
export function onConfigurationReset(forget: () => void): void {
  forgetters.add(forget)
}

/** Drops every registered value: the next read derives it again from `process.env`. */
export function forgetConfiguration(): void {
  for (const forget of forgetters) forget()
}
