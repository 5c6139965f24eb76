/**
 * What every AMP document must carry, verbatim (https://amp.dev/documentation/guides-and-tutorials/learn/spec/amp-boilerplate):
 * the AMP runtime script and the boilerplate styles that hide the page until the runtime has
 * laid it out (or at once, without scripts).
 */
export const AMP_RUNTIME_URL = 'https://cdn.ampproject.org/v0.js';

export const AMP_BOILERPLATE =
  'body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}';

export const AMP_BOILERPLATE_NOSCRIPT =
  'body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}';
