import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { bootstrapMarkup, scriptHashSource, type Bootstrap } from '../src/server/bootstrap-scripts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const inlineSources = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

describe('the bootstrap scripts', () => {
  const bootstrap: Bootstrap = {
    inlineScript: 'window.q=[]',
    modules: ['/assets/entry-client-A1.js', '/assets/Screen-B2.js'],
  };

  it('writes only inline scripts, without a nonce, and names the hash of each', () => {
    const { head, body, scriptHashes } = bootstrapMarkup(bootstrap);
    expect(`${head}${body}`).not.toMatch(/nonce|<link|\ssrc=/);
    const sources = [...inlineSources(head), ...inlineSources(body)];
    expect(sources).toHaveLength(3);
    expect(scriptHashes).toEqual(sources.map(sha256));
    expect(inlineSources(body)[0]).toBe('window.q=[]');
  });

  it('adds a low-priority modulepreload of each module to the head, and each module, async, to the body', () => {
    const { head, body } = bootstrapMarkup(bootstrap);
    const dom = new JSDOM(
      `<!DOCTYPE html><html><head>${head}</head><body><p>page</p>${body}</body></html>`,
      {
        runScripts: 'dangerously',
      },
    );
    const { document } = dom.window;
    const preloads = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      (link as unknown as { fetchPriority: string }).fetchPriority,
    ]);
    expect(preloads).toEqual([
      ['modulepreload', '/assets/entry-client-A1.js', 'low'],
      ['modulepreload', '/assets/Screen-B2.js', 'low'],
    ]);
    const modules = [...document.body.querySelectorAll('script[src]')].map((script) => [
      script.getAttribute('type'),
      script.getAttribute('src'),
      (script as HTMLScriptElement).async,
    ]);
    expect(modules).toEqual([
      ['module', '/assets/entry-client-A1.js', true],
      ['module', '/assets/Screen-B2.js', true],
    ]);
    expect((dom.window as unknown as { q: unknown }).q).toEqual([]);
    dom.window.close();
  });

  it('writes module URLs as script-safe JSON: nothing in one can end the script', () => {
    const { head, body } = bootstrapMarkup({
      inlineScript: '',
      modules: ['/a.js?x="1"&y=</script>'],
    });
    expect(`${head}${body}`).not.toContain('</script>"');
    expect(head).toContain('"/a.js?x=\\"1\\"\\u0026y=\\u003c/script\\u003e"');
  });

  it('hashes a script as browsers do: SHA-256 of its UTF-8 text, base64', () => {
    expect(scriptHashSource('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(scriptHashSource('é')).toBe(sha256('é'));
  });

  it('gives the same markup again for the same scripts, and its own list of hashes', () => {
    const first = bootstrapMarkup(bootstrap);
    first.scriptHashes.push('changed by its caller');
    const again = bootstrapMarkup({ ...bootstrap, modules: [...bootstrap.modules] });
    expect(again.head).toBe(first.head);
    expect(again.body).toBe(first.body);
    expect(again.scriptHashes).toHaveLength(3);
    const other = bootstrapMarkup({ ...bootstrap, modules: ['/assets/entry-client-A1.js'] });
    expect(other.head).not.toBe(first.head);
    expect(other.head).toContain('["/assets/entry-client-A1.js"]');
    expect(other.scriptHashes[2]).not.toBe(again.scriptHashes[2]);
  });

  it('refuses an inline script that could end its element', () => {
    for (const inlineScript of ['a="</script>"', 'a="</SCRIPT "', '<!-- x']) {
      expect(() => bootstrapMarkup({ inlineScript, modules: [] })).toThrow(
        'An inline bootstrap script cannot hold </script or <!--',
      );
    }
  });
});
