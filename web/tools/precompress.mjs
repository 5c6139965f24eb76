#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy beside every script, stylesheet and SVG of the
// client build, at the strongest settings: render's static file server (`preCompressed`)
// answers browsers with them, so the assets cost no CPU per request and travel at their
// smallest. Run by the build after `vite build`; the folder is the argument.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Files smaller than this gain nothing worth a second request header. */
const MIN_BYTES = 1024;

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: precompress.mjs <assets folder>\n');
  process.exit(2);
}
let files = 0;
for (const name of readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(dir, name);
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  files++;
}
process.stdout.write(`precompress: ${files} files of ${dir} written as .br and .gz\n`);
