/**
 * The scripts that start the page in the browser, the elements React's bootstrap options
 * (bootstrapScriptContent, bootstrapModules, nonce) wrote when the page was streamed: the
 * document is rendered to a string now (entry-server.tsx), and renderToString has no such
 * options. In the head, a low-priority modulepreload of each module (at the head's end rather
 * than its start); at the end of the body, the inline script, then each module as an async
 * module script. Every one carries the page's nonce.
 */

/** Escapes what could end an attribute value or start markup. */
function attribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `</script` or `<!--` in an inline script would end it or change how it is parsed. */
function inlineScriptSafe(source: string): string {
  if (/<\/script|<!--/i.test(source)) {
    throw new Error('An inline bootstrap script cannot hold </script or <!--');
  }
  return source;
}

export interface Bootstrap {
  /** Runs first, inline (the error buffer). */
  inlineScript: string;
  /** The entry, then the chunks it will import at once (the screen's). */
  modules: readonly string[];
  nonce?: string;
}

const nonceOf = (nonce: string | undefined) =>
  nonce === undefined ? '' : ` nonce="${attribute(nonce)}"`;

/** The head's part: a modulepreload link of each module. */
export function modulePreloads({ modules, nonce }: Bootstrap): string {
  return modules
    .map(
      (src) =>
        `<link rel="modulepreload" fetchPriority="low"${nonceOf(nonce)} href="${attribute(src)}"/>`,
    )
    .join('');
}

/** The body's part: the inline script, then the module scripts. */
export function bootstrapScripts({ inlineScript, modules, nonce }: Bootstrap): string {
  const inline = `<script${nonceOf(nonce)}>${inlineScriptSafe(inlineScript)}</script>`;
  return (
    inline +
    modules
      .map(
        (src) =>
          `<script type="module" src="${attribute(src)}"${nonceOf(nonce)} async=""></script>`,
      )
      .join('')
  );
}
