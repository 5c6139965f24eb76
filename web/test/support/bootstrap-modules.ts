/**
 * The modules a rendered document starts, read from its bootstrap loaders
 * (src/server/bootstrap-scripts.ts): the head's modulepreloads and the body's module scripts.
 */
function loaderList(html: string, marker: string): string[] {
  for (const [, source] of html.matchAll(/<script>([^]*?)<\/script>/g)) {
    if (!source.includes(marker)) continue;
    const list = /,(\[[^\]]*\])\)$/.exec(source)?.[1];
    return list ? (JSON.parse(list) as string[]) : [];
  }
  return [];
}

export interface BootstrapModules {
  /** What the head's loader modulepreloads, in order. */
  preloaded: string[];
  /** What the body's loader adds as async module scripts, in order. */
  modules: string[];
}

export function bootstrapModulesOf(html: string): BootstrapModules {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    preloaded: loaderList(head, 'e.rel="modulepreload"'),
    modules: loaderList(html, 'e.type="module"'),
  };
}
