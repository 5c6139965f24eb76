import { collapseLineBreaks, injectAfterParagraph } from '../src';
import { IMAGE_SHORTCODE } from './fixtures';

const AD = '<div class="ad"></div>';

describe('collapseLineBreaks (spec 000 s9: two or more consecutive line breaks become one)', () => {
  it.each([
    ['no line break', '<p>a</p><p>b</p>', '<p>a</p><p>b</p>'],
    ['one line break stays', '<p>a</p>\n<p>b</p>', '<p>a</p>\n<p>b</p>'],
    ['two', '<p>a</p>\n\n<p>b</p>', '<p>a</p>\n<p>b</p>'],
    ['five', '<p>a</p>\n\n\n\n\n<p>b</p>', '<p>a</p>\n<p>b</p>'],
    ['windows line breaks', '<p>a</p>\r\n\r\n<p>b</p>', '<p>a</p>\n<p>b</p>'],
    ['old mac line breaks', '<p>a</p>\r\r<p>b</p>', '<p>a</p>\n<p>b</p>'],
    ['blank lines holding spaces and tabs', '<p>a</p>\n  \n\t\n<p>b</p>', '<p>a</p>\n<p>b</p>'],
    ['indentation after a single break stays', '<p>a</p>\n  <p>b</p>', '<p>a</p>\n  <p>b</p>'],
    ['several runs', 'a\n\nb\n\n\nc', 'a\nb\nc'],
    ['<br> is content, not a line break', '<p>a<br><br>b</p>', '<p>a<br><br>b</p>'],
  ])('%s', (_name, html, expected) => {
    expect(collapseLineBreaks(html)).toBe(expected);
  });
});

describe('injectAfterParagraph', () => {
  const body = ['<p>one</p>', '', '<p>two</p>', IMAGE_SHORTCODE, '<p>three</p>'].join('\n');

  it.each([
    [1, `<p>one</p>${AD}\n<p>two</p>\n${IMAGE_SHORTCODE}\n<p>three</p>`],
    [2, `<p>one</p>\n<p>two</p>${AD}\n${IMAGE_SHORTCODE}\n<p>three</p>`],
    [3, `<p>one</p>\n<p>two</p>\n${IMAGE_SHORTCODE}\n<p>three</p>${AD}`],
  ])('after paragraph %i, with the line breaks collapsed', (n, expected) => {
    expect(injectAfterParagraph(body, n, AD)).toBe(expected);
  });

  it.each([0, -1, 1.5, 4, Number.NaN])('leaves the collapsed body unchanged for n = %p', (n) => {
    expect(injectAfterParagraph(body, n, AD)).toBe(collapseLineBreaks(body));
  });

  it.each([
    [
      'paragraphs in a blockquote',
      '<blockquote><p>quoted</p></blockquote>\n<p>one</p>',
      `<blockquote><p>quoted</p></blockquote>\n<p>one</p>${AD}`,
    ],
    [
      'paragraphs in a list',
      '<ul><li><p>item</p></li></ul><p>one</p>',
      `<ul><li><p>item</p></li></ul><p>one</p>${AD}`,
    ],
    [
      'void elements inside the paragraph',
      '<p>a<br>b<img src="/x.png"></p><p>c</p>',
      `<p>a<br>b<img src="/x.png"></p>${AD}<p>c</p>`,
    ],
    [
      'self-closing tags inside the paragraph',
      '<p>a<br/>b</p><p>c</p>',
      `<p>a<br/>b</p>${AD}<p>c</p>`,
    ],
    [
      'attributes holding ">"',
      '<p title="a > b">one</p><p>two</p>',
      `<p title="a > b">one</p>${AD}<p>two</p>`,
    ],
    [
      'a commented-out paragraph',
      '<!-- <p>old</p> --><p>one</p>',
      `<!-- <p>old</p> --><p>one</p>${AD}`,
    ],
    ['paragraph tags in upper case', '<P>one</P><p>two</p>', `<P>one</P>${AD}<p>two</p>`],
    ['paragraphs with attributes', '<p class="lead">one</p>', `<p class="lead">one</p>${AD}`],
  ])('counts only top-level paragraphs: %s', (_name, html, expected) => {
    expect(injectAfterParagraph(html, 1, AD)).toBe(expected);
  });
});
