/** The client entry's script and stylesheets, from the client build's Vite manifest. */
import { readFileSync } from 'node:fs';
import type { ClientEntry } from './server-entry';

/** The manifest key of the entry: its source path relative to the web package. */
export const CLIENT_ENTRY_SOURCE = 'src/entry-client.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
}

/** Manifest paths are relative to the client build's root, which is served at '/'. */
const publicPath = (file: string) => `/${file}`;

export function readClientEntry(manifestFile: string): ClientEntry {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = manifest[CLIENT_ENTRY_SOURCE];
  if (!chunk?.isEntry || typeof chunk.file !== 'string') {
    throw new Error(`${manifestFile} has no entry ${CLIENT_ENTRY_SOURCE}: rebuild @bytewire/web`);
  }
  return { script: publicPath(chunk.file), css: (chunk.css ?? []).map(publicPath) };
}
