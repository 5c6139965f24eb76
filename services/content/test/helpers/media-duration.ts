/** Media lengths read from the files themselves, as a player would, to check stated durations. */

/** The boxes of one level of an ISO BMFF (mp4) file: type → body. */
function boxes(data: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  let at = 0;
  while (at + 8 <= data.length) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = data.length - at;
    }
    if (size < header || at + size > data.length) throw new Error(`Bad ${type} box at ${at}`);
    if (!found.has(type)) found.set(type, data.subarray(at + header, at + size));
    at += size;
  }
  return found;
}

/** An mp4's length in seconds: its movie header's (moov/mvhd) duration over its timescale. */
export function mp4Seconds(mp4: Buffer): number {
  const mvhd = boxes(boxes(mp4).get('moov') ?? Buffer.alloc(0)).get('mvhd');
  if (!mvhd) throw new Error('No moov/mvhd box');
  // Version 1 has 64-bit times; after version and flags, creation and modification times.
  if (mvhd[0] === 1) return Number(mvhd.readBigUInt64BE(24)) / mvhd.readUInt32BE(20);
  return mvhd.readUInt32BE(16) / mvhd.readUInt32BE(12);
}

/** An HLS media playlist's segments (URIs as written) and their #EXTINF durations. */
export function playlistSegments(playlist: string): { uri: string; seconds: number }[] {
  const segments: { uri: string; seconds: number }[] = [];
  let seconds: number | undefined;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line !== '' && !line.startsWith('#')) {
      if (seconds === undefined) throw new Error(`Segment ${line} has no #EXTINF`);
      segments.push({ uri: line, seconds });
      seconds = undefined;
    }
  }
  return segments;
}

/** An HLS VOD playlist's length in seconds: the sum of its segments' #EXTINF. */
export function playlistSeconds(playlist: string): number {
  return playlistSegments(playlist).reduce((sum, s) => sum + s.seconds, 0);
}

/** The end of a WebVTT file's last cue, in seconds. */
export function lastCueEnd(vtt: string): number {
  const ends = [...vtt.matchAll(/--> (\d+):(\d\d):(\d\d)\.(\d{3})/g)].map(
    ([, h, m, s, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000,
  );
  return Math.max(...ends);
}
