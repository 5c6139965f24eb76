import { classifyLink, DEFAULT_COMMERCE_HOSTS, OUTBOUND_REL, type LinkClass } from '../src';

const SITE = { siteOrigin: 'https://www.bytewire.com' };
const TEXT: LinkClass = { kind: 'text' };

describe('classifyLink (spec 000 s5, spec 001 s5)', () => {
  describe('links that are not http(s) or site-relative are plain text', () => {
    it.each([
      ['no href', undefined],
      ['empty', ''],
      ['only spaces', '   '],
      ['javascript', 'javascript:alert(1)'],
      ['upper-case javascript', 'JAVASCRIPT:alert(1)'],
      ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
      ['javascript behind spaces', '  javascript:alert(1)'],
      ['javascript behind a NUL', '\u0000javascript:alert(1)'],
      ['tab inside the scheme', 'java\tscript:alert(1)'],
      ['newline inside the scheme', 'java\nscript:alert(1)'],
      ['carriage return inside the scheme', 'java\rscript:alert(1)'],
      ['line separator before the scheme', '\u2028javascript:alert(1)'],
      ['zero-width space inside the scheme', 'java\u200bscript:alert(1)'],
      ['DEL inside the scheme', 'java\u007fscript:alert(1)'],
      ['control character inside an http url', 'ht\ttps://evil.example/'],
      ['numeric reference hiding the scheme', '&#106;avascript:alert(1)'],
      ['hex reference hiding the scheme', '&#x6A;avascript:alert(1)'],
      ['named reference for the colon', 'javascript&colon;alert(1)'],
      ['reference hiding a second slash', '/&#x2F;evil.example'],
      ['data url', 'data:text/html;base64,PHNjcmlwdD4='],
      ['vbscript', 'vbscript:msgbox(1)'],
      ['mailto', 'mailto:tips@bytewire.example'],
      ['tel', 'tel:+15555550100'],
      ['ftp', 'ftp://files.example/report.pdf'],
      ['file', 'file:///etc/passwd'],
      ['protocol-relative', '//cdn.example/script.js'],
      ['protocol-relative to the site itself', '//www.bytewire.com/deals/'],
      ['backslash path that browsers read as another host', '/\\evil.example/'],
      ['document-relative path', 'deals/'],
      ['parent-relative path', '../deals/'],
      ['bare host', 'www.amazon.com/dp/B01'],
      ['http without a host', 'https://'],
    ])('%s', (_name, href) => {
      expect(classifyLink(href, SITE)).toEqual(TEXT);
    });
  });

  describe("links to the site's own domain are followed (no rel)", () => {
    it.each([
      ['root-relative path', '/deals/', '/deals/'],
      [
        'root-relative path with query and fragment',
        '/search/?q=usb#results',
        '/search/?q=usb#results',
      ],
      ['fragment of the same page', '#faq', '#faq'],
      [
        'absolute on the site',
        'https://www.bytewire.com/reviews/',
        'https://www.bytewire.com/reviews/',
      ],
      ['absolute over http', 'http://www.bytewire.com/news/', 'http://www.bytewire.com/news/'],
      ['bare domain of the site', 'https://bytewire.com/news/', 'https://bytewire.com/news/'],
      [
        'upper-case scheme and host',
        'HTTPS://WWW.BYTEWIRE.COM/news/',
        'https://www.bytewire.com/news/',
      ],
      ['surrounding spaces', '  /how-to/  ', '/how-to/'],
    ])('%s', (_name, href, expected) => {
      expect(classifyLink(href, SITE)).toEqual({ kind: 'link', rel: undefined, href: expected });
    });
  });

  describe('other http(s) links get noopener nofollow', () => {
    it.each([
      ['another site', 'https://www.example.org/reports/', 'https://www.example.org/reports/'],
      ['plain http', 'http://example.org/', 'http://example.org/'],
      [
        'subdomain of the site is another site',
        'https://shop.bytewire.com/',
        'https://shop.bytewire.com/',
      ],
      [
        'site name as a prefix of another host',
        'https://www.bytewire.com.evil.example/',
        'https://www.bytewire.com.evil.example/',
      ],
      [
        'site name as credentials',
        'https://www.bytewire.com@evil.example/',
        'https://www.bytewire.com@evil.example/',
      ],
      [
        'retailer name inside another host',
        'https://amazon.com.evil.example/dp/B01',
        'https://amazon.com.evil.example/dp/B01',
      ],
      ['retailer name as a suffix of a word', 'https://notamazon.com/', 'https://notamazon.com/'],
    ])('%s', (_name, href, expected) => {
      expect(classifyLink(href, SITE)).toEqual({ kind: 'link', rel: OUTBOUND_REL, href: expected });
      expect(OUTBOUND_REL).toBe('noopener nofollow');
    });
  });

  describe('retail and affiliate links become commerce links', () => {
    it.each([
      ['Amazon product page', 'https://www.amazon.com/dp/B0ABCDEF12'],
      ['Amazon short link', 'https://amzn.to/3xYz'],
      ['Best Buy', 'https://www.bestbuy.com/site/laptop/6543210.p'],
      ['Walmart affiliate redirect', 'https://goto.walmart.com/c/bytewire?u=x'],
      ['Target', 'https://www.target.com/p/tv/-/A-123456'],
      ['Newegg', 'https://www.newegg.com/p/N82E1234567'],
      ['B&H', 'https://www.bhphotovideo.com/c/product/1-REG/cam.html'],
      ['B&H short link', 'https://bhpho.to/bytewire?u=x'],
      ['Skimlinks', 'https://go.skimresources.com/?id=1&url=x'],
      ['Viglink', 'https://redirect.viglink.com/?u=x'],
      ['Rakuten', 'https://click.linksynergy.com/deeplink?id=bytewire&murl=x'],
      ['CJ', 'https://www.anrdoezrs.net/click-1-2'],
      ['CJ alias', 'https://www.kqzyfj.com/click-1-2'],
      ['Impact (Best Buy)', 'https://bestbuy.7tiv.net/c/bytewire?u=x'],
      ['howl', 'https://howl.link/abc'],
      ['AvantLink', 'https://www.avantlink.com/click.php?tt=cl'],
      ['ShareASale', 'https://www.shareasale.com/r.cfm?b=1'],
      ['plain http', 'http://www.amazon.com/dp/B0ABCDEF12'],
      ['host with a trailing dot', 'https://www.amazon.com./dp/B0ABCDEF12'],
    ])('%s', (_name, href) => {
      expect(classifyLink(href, SITE)).toEqual({ kind: 'commerce', href: new URL(href).href });
    });

    it('ships the retailers and affiliate networks of the brief as defaults', () => {
      expect(DEFAULT_COMMERCE_HOSTS).toEqual(
        expect.arrayContaining([
          'amazon.com',
          'bestbuy.com',
          'walmart.com',
          'target.com',
          'newegg.com',
          'bhphotovideo.com',
          'howl.link',
          'go.skimresources.com',
          'redirect.viglink.com',
          'click.linksynergy.com',
          'anrdoezrs.net',
          'tkqlhce.com',
          'jdoqocy.com',
          'dpbolvw.net',
          'kqzyfj.com',
          'avantlink.com',
          'shareasale.com',
        ]),
      );
    });

    it('takes a configured host list instead of the defaults', () => {
      const options = { ...SITE, commerceHosts: ['Shop.Example.'] };
      expect(classifyLink('https://deals.shop.example/x', options)).toEqual({
        kind: 'commerce',
        href: 'https://deals.shop.example/x',
      });
      expect(classifyLink('https://www.amazon.com/dp/B01', options)).toEqual({
        kind: 'link',
        rel: OUTBOUND_REL,
        href: 'https://www.amazon.com/dp/B01',
      });
    });

    it("never turns the site's own links into commerce links", () => {
      const options = { ...SITE, commerceHosts: ['bytewire.com'] };
      expect(classifyLink('https://www.bytewire.com/deals/', options)).toMatchObject({
        kind: 'link',
        rel: undefined,
      });
    });
  });

  it.each(['', 'bytewire.com', 'ftp://www.bytewire.com', 'javascript:1'])(
    'refuses the unusable site origin %j',
    (siteOrigin) => {
      expect(() => classifyLink('/deals/', { siteOrigin })).toThrow(/siteOrigin/);
    },
  );
});
