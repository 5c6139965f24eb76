/** Where a page view's reader came from (spec 001 s3 traffic_source): UTM first, then referrer. */
import { trafficSource } from '../../src/analytics/traffic-source';

const PAGE = 'https://www.bytewire.test/article/a-phone/';

describe('trafficSource', () => {
  it.each([
    ['', PAGE, 'direct'],
    ['not a url', PAGE, 'direct'],
    ['javascript:alert(1)', PAGE, 'direct'],
    ['https://www.bytewire.test/', PAGE, 'internal'],
    ['https://bytewire.test/news/', PAGE, 'internal'],
    ['https://www.google.co.uk/', PAGE, 'search'],
    ['https://duckduckgo.com/', PAGE, 'search'],
    ['https://t.co/abc', PAGE, 'social'],
    ['https://m.facebook.com/', PAGE, 'social'],
    ['https://mail.google.com/mail/u/0/', PAGE, 'email'],
    ['https://blog.example.org/post', PAGE, 'referral'],
    ['https://notgoogle.example/', PAGE, 'referral'],
  ])('referrer %p gives %p', (referrer, page, source) => {
    expect(trafficSource(referrer, page)).toBe(source);
  });

  it.each([
    ['?utm_source=weekly&utm_medium=email', 'email'],
    ['?utm_medium=Newsletter', 'email'],
    ['?utm_source=fb&utm_medium=social', 'social'],
    ['?utm_source=partner', 'campaign'],
    ['?utm_medium=cpc', 'campaign'],
  ])('a campaign link %p gives %p, whatever the referrer', (query, source) => {
    expect(trafficSource('https://www.google.com/', PAGE + query)).toBe(source);
  });

  it('reads a hostile, huge referrer without throwing, as no more than a referral', () => {
    const huge = `https://evil.example/${'a'.repeat(100_000)}`;
    expect(trafficSource(huge, PAGE)).toBe('referral');
    expect(trafficSource(`https://${'a'.repeat(5000)}.com/`, PAGE)).toBe('referral');
  });
});
