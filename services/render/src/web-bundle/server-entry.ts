/**
 * Loads the web app's server entry (the module web/src/entry-server.tsx builds into). Checked
 * when loaded, so a mismatched build stops the service at start-up.
 */
import { isServerEntry, type ServerEntry } from '@bytewire/ssr-contract';
import { createRequire } from 'node:module';

export type {
  ClientEntry,
  DiscussionSettings,
  ImageResizeSettings,
  RenderContext,
  RenderResult,
  ServerEntry,
  SignInSettings,
} from '@bytewire/ssr-contract';

/**
 * Loads the server bundle (CommonJS, see web/vite.config.mts) once. Through createRequire so
 * that it is an explicit run-time load of a built file, not a module of this service.
 */
export function loadServerEntry(file: string): ServerEntry {
  const entry: unknown = createRequire(__filename)(file);
  if (!isServerEntry(entry)) {
    throw new Error(`${file} does not export render and fallbackDocument: rebuild @bytewire/web`);
  }
  return entry;
}
