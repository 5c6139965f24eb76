import { bootstrapScripts, modulePreloads, type Bootstrap } from '../src/server/bootstrap-scripts';

describe('the bootstrap scripts', () => {
  const bootstrap: Bootstrap = {
    inlineScript: 'window.q=[]',
    modules: ['/assets/entry-client-A1.js', '/assets/Screen-B2.js'],
    nonce: 'bm9uY2U+/w==',
  };

  it('preloads each module, low priority, with the nonce, as React does', () => {
    expect(modulePreloads(bootstrap)).toBe(
      '<link rel="modulepreload" fetchPriority="low" nonce="bm9uY2U+/w==" href="/assets/entry-client-A1.js"/>' +
        '<link rel="modulepreload" fetchPriority="low" nonce="bm9uY2U+/w==" href="/assets/Screen-B2.js"/>',
    );
  });

  it('runs the inline script first, then each module, async, every one with the nonce', () => {
    expect(bootstrapScripts(bootstrap)).toBe(
      '<script nonce="bm9uY2U+/w==">window.q=[]</script>' +
        '<script type="module" src="/assets/entry-client-A1.js" nonce="bm9uY2U+/w==" async=""></script>' +
        '<script type="module" src="/assets/Screen-B2.js" nonce="bm9uY2U+/w==" async=""></script>',
    );
  });

  it('leaves the nonce out when the page has none, and escapes what it writes in attributes', () => {
    const plain = { inlineScript: '', modules: ['/a.js?x="1"&y=<2>'] };
    expect(modulePreloads(plain)).toBe(
      '<link rel="modulepreload" fetchPriority="low" href="/a.js?x=&#34;1&#34;&#38;y=&#60;2&#62;"/>',
    );
    expect(bootstrapScripts(plain)).toBe(
      '<script></script><script type="module" src="/a.js?x=&#34;1&#34;&#38;y=&#60;2&#62;" async=""></script>',
    );
  });

  it('refuses an inline script that could end its element', () => {
    for (const inlineScript of ['a="</script>"', 'a="</SCRIPT "', '<!-- x']) {
      expect(() => bootstrapScripts({ inlineScript, modules: [] })).toThrow(
        'An inline bootstrap script cannot hold </script or <!--',
      );
    }
  });
});
