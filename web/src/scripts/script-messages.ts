/** The script loader's messages (spec 001 s8), word for word. */
export const SCRIPT_MESSAGES = {
  failed: (id: string) => `Loading of script ${id} failed.`,
  aborted: (id: string) => `Loading of script ${id} was aborted.`,
  noHead: (id: string) => `Unable to get <head> element to append script ${id} to.`,
  featuresOff: (id: string) => `One or more features required for ${id} are disabled.`,
  alreadyRegistered: (id: string) => `Tag with tagId ${id} has already been registered.`,
  failedWithError: (error: unknown) => `Failed to load script. Error: ${String(error)}`,
  clientScripts: 'Error loading client scripts',
  noWindow: 'Cannot access Window during server render.',
  notWatched: (name: string) => `The requested Window variable ${name} is not watched.`,
  notLocated: (id: string) => `Script with hid or id ${id} could not be located`,
  /** Not the spec's: the restricted state's tracker exclusion (spec 001 s1). */
  restricted: (id: string) => `Tag ${id} is excluded for readers of the restricted state.`,
} as const;

/** Where the loader's messages go: the console, or a reporter that also sends them on. */
export interface ScriptLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleScriptLogger: ScriptLogger = {
  // The spec's log-level messages (a tag registered twice, a feature off) are not warnings.
  // eslint-disable-next-line no-console
  log: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) =>
    error === undefined ? console.error(message) : console.error(message, error),
};
