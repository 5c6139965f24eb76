import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { DEFAULT_WEB_ASSETS_DIR } from '../src/assets/web-assets-dir';
import { createGateway, gatewayBetweenFakes } from './gateway';

const SCRIPT = 'console.log("from the gateway copy");';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A web build's client assets in a temporary folder, with a secret beside (not in) it. */
function webBuild(): { dir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-web-assets-'));
  const dir = path.join(root, 'assets');
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  writeFileSync(path.join(dir, 'entry-Ab12_cd.js'), SCRIPT);
  writeFileSync(path.join(dir, 'entry-Ab12_cd.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'style-Zx9.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'fonts', 'sans-1f.woff2'), 'font');
  writeFileSync(path.join(root, 'secret.txt'), 'not for browsers');
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe('the client bundle from the gateway copy', () => {
  const build = webBuild();
  const gw = gatewayBetweenFakes({ WEB_ASSETS_DIR: build.dir });
  afterAll(() => build.remove());
  const server = () => gw.app.getHttpServer();

  it('serves a file it holds as render does, without asking render', async () => {
    const res = await request(server()).get('/assets/entry-Ab12_cd.js').expect(200);
    expect(res.text).toBe(SCRIPT);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.etag).toEqual(expect.any(String));
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    expect(res.headers.vary).toMatch(/accept-encoding/i);

    const css = await request(server()).get('/assets/style-Zx9.css?v=1').expect(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    await request(server()).get('/assets/fonts/sans-1f.woff2').expect(200);
    expect(gw.render.received).toEqual([]);
  });

  it('answers HEAD, a conditional request and a Brotli-accepting browser', async () => {
    const head = await request(server()).head('/assets/entry-Ab12_cd.js').expect(200);
    expect(head.text).toBeUndefined();
    expect(head.headers['cache-control']).toBe(IMMUTABLE);

    await request(server())
      .get('/assets/entry-Ab12_cd.js')
      .set('if-none-match', head.headers.etag)
      .expect(304);

    const br = await request(server())
      .get('/assets/entry-Ab12_cd.js')
      .set('accept-encoding', 'br')
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(SCRIPT);
    expect(gw.render.received).toEqual([]);
  });

  it('forwards a file it lacks to render', async () => {
    const res = await request(server()).get('/assets/newer-build-Q1.js').expect(200);
    expect(res.text).toBe('console.log("bundle")');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gw.render.received.map((r) => r.url)).toEqual(['/assets/newer-build-Q1.js']);
  });

  it('never serves a file outside its folder', async () => {
    for (const target of [
      '/assets/../secret.txt',
      '/assets/%2e%2e/secret.txt',
      '/assets/..%2fsecret.txt',
      '/assets/fonts/../../secret.txt',
      '/assets/%2Fetc%2Fpasswd',
    ]) {
      const res = await request(server()).get(target);
      expect([target, res.status]).toEqual([target, 400]);
      expect(res.text).not.toContain('not for browsers');
    }
    expect(gw.render.received).toEqual([]);
  });

  it('leaves the brand and writes to the proxy as before', async () => {
    await request(server()).get('/brand/mark.svg').expect(200);
    expect(gw.render.received.map((r) => r.url)).toEqual(['/brand/mark.svg']);
    await request(server()).post('/assets/entry-Ab12_cd.js').expect(405);
  });
});

describe('WEB_ASSETS_DIR', () => {
  it('defaults to the monorepo web build, found from the gateway package', () => {
    expect(DEFAULT_WEB_ASSETS_DIR).toBe(
      path.resolve(__dirname, '..', '..', '..', 'web', 'dist', 'client', 'assets'),
    );
  });

  it('stops start-up, naming the variable, when it is not a directory', async () => {
    const build = webBuild();
    try {
      await expect(
        createGateway({ WEB_ASSETS_DIR: path.join(build.dir, 'entry-Ab12_cd.js') }),
      ).rejects.toThrow('WEB_ASSETS_DIR must name an existing directory');
      await expect(
        createGateway({ WEB_ASSETS_DIR: path.join(build.dir, 'no-such-dir') }),
      ).rejects.toThrow('WEB_ASSETS_DIR must name an existing directory');
    } finally {
      build.remove();
    }
  });
});
