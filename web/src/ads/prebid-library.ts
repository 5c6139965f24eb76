/**
 * The bidding library (spec 001 s7): Prebid.js from npm with the exchange adapters the site
 * bids through (libs/site PREBID_BIDDERS names them: a bidder added here is added there). A
 * chunk of its own, imported only when the ad stack has a prebid part and the reader allows
 * targeting (header-bidding.ts): never on the entry path.
 */
import pbjs from 'prebid.js';
import 'prebid.js/modules/appnexusBidAdapter';

// Runs what the adapters queued at import and marks the library ready.
pbjs.processQueue();

export { pbjs };
