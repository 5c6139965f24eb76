/**
 * The copy of the static pages (composer/static): every link in it is one the site shows as a
 * link (spec 000 s5: http(s) or site-relative; anything else would reach readers as bare text),
 * and the About page states the audience figures of spec 000 s1.
 */
import { AUTH_FLOW_TEXTS, MEMBER_TEXTS, STATIC_TEXTS } from '../src/composer/static/static-texts';

const ALL = { ...STATIC_TEXTS, ...MEMBER_TEXTS, ...AUTH_FLOW_TEXTS };

describe('static texts', () => {
  it.each(Object.entries(ALL))('%s links only to http(s) or site-relative addresses', (_, text) => {
    const hrefs = [...text.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|\/(?![/\\]))/);
  });

  it('about: 130M annual global visits (85M in the US), 1.1M social, 1.8X and 1.9X', () => {
    const text = STATIC_TEXTS.about.html.replace(/<[^>]+>/g, '');
    expect(text).toContain('130M annual global visits, 85M of them in the US');
    expect(text).toContain('a social following of 1.1M');
    expect(text).toContain(
      'Our audience includes IT decision makers 1.8X and early adopters 1.9X more often than others.',
    );
  });
});
