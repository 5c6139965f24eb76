/**
 * The scripts that start the page in the browser, in place of React's bootstrap options
 * (bootstrapScriptContent, bootstrapModules), which renderToString does not have (the document
 * is rendered to a string: entry-server.tsx).
 *
 * The page's policy is a strict hash-based one (render's page-security-policy.ts): a cached copy
 * is served to many readers, so it cannot carry a nonce of its own per reader, and the policy
 * allows exactly the inline scripts written here, by their SHA-256, and what they load
 * ('strict-dynamic'). So every script is inline, and the modules are added by script:
 * - at the head's end, a loader that adds a low-priority modulepreload of each module (links
 *   written in the markup would be parser-inserted, which 'strict-dynamic' refuses);
 * - at the body's end, the inline script (the error buffer), then a loader that adds each
 *   module as an async module script, as the markup `<script type="module" async>` did.
 */
import { createHash } from 'node:crypto';
import { scriptSafeJson } from '../html/script-json';

export interface Bootstrap {
  /** Runs first, inline (the error buffer). */
  inlineScript: string;
  /** The entry, then the chunks it will import at once (the screen's). */
  modules: readonly string[];
}

export interface BootstrapMarkup {
  /** For the head's end: the modulepreload loader. */
  head: string;
  /** For the body's end: the inline script, then the module loader. */
  body: string;
  /** The hash source of each inline script written (`sha256-…`), for the page's policy. */
  scriptHashes: string[];
}

/** `</script` or `<!--` in an inline script would end it or change how it is parsed. */
function inlineScriptSafe(source: string): string {
  if (/<\/script|<!--/i.test(source)) {
    throw new Error('An inline bootstrap script cannot hold </script or <!--');
  }
  return source;
}

/** The CSP hash source of an inline script: the SHA-256 of its exact text. */
export function scriptHashSource(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** A loader that appends one element per module (the list is JSON, escaped for a script). */
function moduleLoader(modules: readonly string[], element: string, parent: 'head' | 'body') {
  return `(function(d,m){for(var i=0;i<m.length;i++){var e=d.createElement("${element}");${
    element === 'link'
      ? 'e.rel="modulepreload";e.fetchPriority="low";e.href=m[i];'
      : 'e.type="module";e.src=m[i];e.async=true;'
  }d.${parent}.appendChild(e)}})(document,${scriptSafeJson(modules)})`;
}

/**
 * Markup worked out so far, by inline script and module list: a page type's scripts are the same
 * on every render, and each costs three SHA-256 digests and two JSON texts. Bounded, though the
 * lists come from the build (one per screen).
 */
const known = new Map<string, Map<string, BootstrapMarkup>>();
const KNOWN_LIMIT = 256;

/** The head's and the body's scripts of a page, and the hashes its policy must allow. */
export function bootstrapMarkup(bootstrap: Bootstrap): BootstrapMarkup {
  let byModules = known.get(bootstrap.inlineScript);
  if (byModules === undefined) {
    if (known.size >= KNOWN_LIMIT) known.clear();
    byModules = new Map();
    known.set(bootstrap.inlineScript, byModules);
  }
  // A module's URL holds no newline (the manifest's files, under the assets' base).
  const key = bootstrap.modules.join('\n');
  let markup = byModules.get(key);
  if (markup === undefined) {
    markup = markupOf(bootstrap);
    if (byModules.size >= KNOWN_LIMIT) byModules.clear();
    byModules.set(key, markup);
  }
  // The caller's own list: the remembered one stays as it was made.
  return { ...markup, scriptHashes: [...markup.scriptHashes] };
}

function markupOf({ inlineScript, modules }: Bootstrap): BootstrapMarkup {
  const head = moduleLoader(modules, 'link', 'head');
  const body = [inlineScript, moduleLoader(modules, 'script', 'body')];
  const element = (source: string) => `<script>${inlineScriptSafe(source)}</script>`;
  return {
    head: element(head),
    body: body.map(element).join(''),
    scriptHashes: [head, ...body].map(scriptHashSource),
  };
}
