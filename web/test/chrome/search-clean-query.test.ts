/** The search query as submitted (spec 001 s5). */
import { cleanSearchQuery } from '../../src/chrome/search/clean-query';

describe('cleanSearchQuery', () => {
  it.each([
    ['removes punctuation other than ! and ?', 'Best  Laptops, 2026!?', 'best-laptops-2026!?'],
    ['drops whitespace at either end instead of hyphenating it', ' \t laptops \n', 'laptops'],
    ['turns every whitespace run into one hyphen', 'usb   c\t\thub\nreview', 'usb-c-hub-review'],
    ['keeps underscores and digits', 'wifi_7 router 2026', 'wifi_7-router-2026'],
    ['keeps ! and ? wherever they are', '!why? is it slow!', '!why?-is-it-slow!'],
    [
      'removes hyphens, dots, quotes and symbols',
      "wi-fi 6e: what's new? (3.5/5)",
      'wifi-6e-whats-new?-355',
    ],
    ['keeps Unicode letters and lowercases them', 'Café MÜNCHEN Ωmega', 'café-münchen-ωmega'],
    ['keeps letters of scripts without case', '東京 ゲーム  PC', '東京-ゲーム-pc'],
    ['keeps combining marks with their letters', 'Cafe\u0301 हिन्दी', 'café-हिन्दी'],
    ['removes markup and emoji', '<script>alert(1)</script> 🔥laptop', 'scriptalert1script-laptop'],
    [
      'does not start with a hyphen when the first word was punctuation',
      '-- ## laptops',
      'laptops',
    ],
  ])('%s', (_, raw, cleaned) => {
    expect(cleanSearchQuery(raw)).toBe(cleaned);
  });

  it.each(['', '   ', '\n\t', '...', '-- , ;', '🔥🔥'])('cleans %j to nothing', (raw) => {
    expect(cleanSearchQuery(raw)).toBe('');
  });
});
