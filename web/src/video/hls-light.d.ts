// hls.js ships no types for its light build; it has the full build's API, less what it leaves
// out (EME, subtitles, alternative audio), none of which the player uses.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
