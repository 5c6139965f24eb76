/**
 * The client entry's script and stylesheets, and the chunks of the modules it loads lazily,
 * from the client build's Vite manifest.
 */
import { readFileSync } from 'node:fs';
import type { ClientEntry } from './server-entry';

/** The manifest key of the entry: its source path relative to the web package. */
export const CLIENT_ENTRY_SOURCE = 'src/entry-client.tsx';

/**
 * The manifest key of the app's one stylesheet, when the build does not split styles per chunk
 * (web/vite.config.mts, `cssCodeSplit: false`): every component's styles in one file.
 */
export const SINGLE_STYLESHEET = 'style.css';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically. */
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Manifest paths are relative to the client build's root, which is served at '/'. */
const publicPath = (file: string) => `/${file}`;

/** The key and the keys of every chunk it imports statically, directly or not, in order. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Each lazily loaded module's chunks that the entry does not hold. Their stylesheets are
 * returned too: they are linked with the entry's, so that no screen's styles arrive late (Vite's
 * loader then finds them in the document and adds nothing).
 */
function lazyModules(manifest: Manifest, entryChunks: ReadonlySet<string>) {
  const modules: Record<string, string[]> = {};
  const css = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const own = [...staticClosure(manifest, key)].filter((k) => !entryChunks.has(k));
    modules[key] = own.map((k) => publicPath(manifest[k].file));
    for (const k of own) for (const file of manifest[k].css ?? []) css.add(publicPath(file));
  }
  return { modules, css };
}

function singleStylesheet(manifest: Manifest): string[] {
  const sheet = manifest[SINGLE_STYLESHEET];
  return sheet?.file.endsWith('.css') ? [publicPath(sheet.file)] : [];
}

export function readClientEntry(manifestFile: string): ClientEntry {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const chunk = manifest[CLIENT_ENTRY_SOURCE];
  if (!chunk?.isEntry || typeof chunk.file !== 'string') {
    throw new Error(`${manifestFile} has no entry ${CLIENT_ENTRY_SOURCE}: rebuild @bytewire/web`);
  }
  const entryChunks = staticClosure(manifest, CLIENT_ENTRY_SOURCE);
  const entryCss = [...entryChunks].flatMap((key) => manifest[key].css ?? []).map(publicPath);
  const lazy = lazyModules(manifest, entryChunks);
  return {
    script: publicPath(chunk.file),
    css: [...new Set([...singleStylesheet(manifest), ...entryCss, ...lazy.css])],
    lazyModules: lazy.modules,
  };
}
