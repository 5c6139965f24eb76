// Search ads' request (spec 001 s9 "Search ads defaults: 5 units, title font 16, domain font
// 14, description font 14, 3 lines"), in the AdSense-for-Search shape.
import { MAX_SEARCH_ADS_QUERY_LENGTH, searchAdsRequest } from './search-ads-request';

describe('searchAdsRequest', () => {
  it("carries the account, the reader's query and spec 001 s9's defaults", () => {
    expect(searchAdsRequest('partner-pub-1', '  laptops  ', 'search-ads-box')).toEqual({
      pageOptions: {
        pubId: 'partner-pub-1',
        query: 'laptops',
        adPage: 1,
        fontSizeTitle: 16,
        fontSizeDomainLink: 14,
        fontSizeDescription: 14,
        lines: 3,
      },
      adblockOptions: { container: 'search-ads-box', number: 5 },
    });
  });

  it('asks for nothing without a query', () => {
    expect(searchAdsRequest('partner-pub-1', '   ', 'box')).toBeUndefined();
  });

  it('cuts an overlong query rather than sending it whole', () => {
    const request = searchAdsRequest('partner-pub-1', 'x'.repeat(5000), 'box');
    expect(request?.pageOptions.query).toHaveLength(MAX_SEARCH_ADS_QUERY_LENGTH);
  });
});
