/**
 * Author portraits: flat head-and-shoulders avatars in the style of a staff page, drawn in the
 * 400 x 400 box (head around (200, 170), shoulders down to the bottom edge; no background, the
 * composer adds it). Everything is drawn from the seed, so an author always gets the same face.
 */
import { Prng } from '../../corpus/prng';
import { num1, svgKit } from '../svg-kit';
import { lighten, luma, mix } from '../tones';

type Named = readonly [name: string, colour: string];

const { path, stroke, circle, ellipse } = svgKit({ num: num1, corners: 'given' });
/** Shading on skin and cloth goes towards a warm brown, not black. */
const deepen = (colour: string, t: number): string => mix(colour, '#1a0f0a', t);

/** From the lightest to the deepest. */
const SKIN_TONES = [
  '#fbe0cb',
  '#f3c9a8',
  '#e8b48c',
  '#d39a6c',
  '#b97d52',
  '#9b6340',
  '#7c4a2d',
  '#5e3520',
  '#48281a',
] as const;

const NATURAL_HAIR: readonly Named[] = [
  ['black', '#1d1715'],
  ['black', '#231a16'],
  ['dark brown', '#3a2418'],
  ['brown', '#62402a'],
  ['chestnut', '#7a4526'],
  ['auburn', '#8c3a1e'],
  ['ginger', '#b8572a'],
  ['blonde', '#d6b06a'],
  ['sandy', '#b9925a'],
];
const GREY_HAIR: readonly Named[] = [
  ['grey', '#8f8f8f'],
  ['silver', '#cfcdc8'],
];
const DYED_HAIR: readonly Named[] = [
  ['pink', '#e47aa6'],
  ['blue', '#4a78d6'],
  ['purple', '#8a5ad8'],
  ['teal', '#23a89a'],
];

const CLOTH: readonly Named[] = [
  ['teal', '#1a9e92'],
  ['navy', '#23355f'],
  ['mustard', '#d2a128'],
  ['coral', '#ee6f5c'],
  ['forest green', '#2f6a47'],
  ['burgundy', '#7c2139'],
  ['charcoal', '#3a3f47'],
  ['cream', '#ece2cc'],
  ['sky blue', '#84bce6'],
  ['lavender', '#b3a2dd'],
  ['rust', '#b5542c'],
  ['olive', '#6f7a3a'],
  ['white', '#f3f3f1'],
  ['black', '#222225'],
  ['grey', '#9aa1ab'],
  ['pink', '#eea3bb'],
  ['cobalt', '#2f5fc4'],
  ['sage', '#9cb59a'],
];

const HAIR_STYLES = [
  'short',
  'crew',
  'side-part',
  'curly',
  'afro',
  'long-straight',
  'long-wavy',
  'bun',
  'bob',
  'ponytail',
  'bald',
  'headscarf',
  'locs',
  'coily-top',
] as const;
type HairStyle = (typeof HAIR_STYLES)[number];
/** How often each style comes up, in the order of HAIR_STYLES. */
const HAIR_WEIGHTS: readonly number[] = [10, 7, 9, 9, 7, 9, 9, 7, 7, 7, 6, 5, 5, 7];

function pickWeighted<T>(prng: Prng, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = prng.next() * total;
  for (let i = 0; i < items.length; i++) {
    roll -= weights[i];
    if (roll < 0) return items[i];
  }
  return items[items.length - 1];
}

const CLOTHES = ['tee', 'sweater', 'collared shirt', 'blazer', 'turtleneck', 'hoodie'] as const;
type Clothes = (typeof CLOTHES)[number];

const FACE =
  'M142 160 C142 110 168 96 200 96 C232 96 258 110 258 160 C258 206 234 244 200 246 C166 244 142 206 142 160 Z';

/** A row of overlapping circles along an arc around (cx, cy): curls, coils, an afro's edge. */
function curls(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  count: number,
  r: number,
  fill: string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    out += circle(cx + radius * Math.sin(a), cy - radius * Math.cos(a), r, fill);
  }
  return out;
}

interface Hair {
  back: string;
  front: string;
}

function drawHair(style: HairStyle, colour: string, prng: Prng): Hair {
  const dark = deepen(colour, 0.25);
  const light = lighten(colour, 0.18);
  switch (style) {
    case 'short':
      return {
        back: '',
        front:
          path(
            'M137 172 C128 102 168 78 204 80 C246 82 272 110 263 172 C258 152 253 136 242 126 C220 134 188 134 164 124 C152 136 144 152 137 172 Z',
            colour,
          ) + stroke('M176 96 C196 90 220 92 238 102', light, 4, ' opacity="0.7"'),
      };
    case 'crew':
      return {
        back: '',
        front:
          path(
            'M141 156 C141 106 168 88 200 88 C232 88 259 106 259 156 C254 132 236 118 200 117 C164 118 146 132 141 156 Z',
            colour,
          ) + path('M141 156 C141 150 142 146 143 142 L146 150 Z', colour),
      };
    case 'side-part': {
      const left = prng.chance(0.5);
      const d =
        'M137 174 C126 100 172 74 212 80 C252 86 274 118 263 174 C258 146 250 128 236 118 C206 126 176 142 150 144 C145 154 140 164 137 174 Z';
      const part = stroke('M168 84 C170 96 172 106 176 116', dark, 3);
      const shape =
        path(d, colour) +
        part +
        stroke('M186 100 C206 94 228 98 244 110', light, 4, ' opacity="0.7"');
      return {
        back: '',
        front: left ? `<g transform="translate(400 0) scale(-1 1)">${shape}</g>` : shape,
      };
    }
    case 'curly':
      return {
        back: curls(200, 150, 62, -112, 112, 13, 17, dark),
        front:
          path(
            'M140 160 C138 108 166 88 200 88 C234 88 262 108 260 160 C250 140 230 128 200 128 C170 128 150 140 140 160 Z',
            colour,
          ) +
          curls(200, 150, 58, -100, 100, 11, 15, colour) +
          curls(200, 146, 44, -60, 60, 5, 9, light),
      };
    case 'coily-top':
      return {
        back: '',
        front:
          path(
            'M141 156 C136 96 166 72 200 72 C234 72 264 96 259 156 C252 134 234 122 200 122 C166 122 148 134 141 156 Z',
            colour,
          ) +
          curls(200, 126, 56, -78, 78, 9, 13, colour) +
          curls(200, 118, 40, -50, 50, 4, 6, light),
      };
    case 'afro':
      return {
        back: circle(200, 140, 96, dark) + curls(200, 140, 92, -130, 130, 18, 16, dark),
        front:
          path(
            'M140 158 C138 106 166 92 200 92 C234 92 262 106 260 158 C252 136 232 124 200 124 C168 124 148 136 140 158 Z',
            colour,
          ) +
          curls(200, 140, 84, -100, 100, 11, 12, colour) +
          curls(200, 124, 70, -60, 40, 5, 7, light),
      };
    case 'long-straight':
      return {
        back: path(
          'M130 160 C126 90 166 70 200 70 C234 70 274 90 270 160 L276 318 Q200 330 124 318 Z',
          dark,
        ),
        front:
          path(
            'M200 86 C160 86 136 110 134 172 L134 300 Q146 308 158 300 L158 184 C158 146 176 114 200 100 C224 114 242 146 242 184 L242 300 Q254 308 266 300 L266 172 C264 110 240 86 200 86 Z',
            colour,
          ) + stroke('M150 130 C146 170 146 230 148 290', light, 3, ' opacity="0.6"'),
      };
    case 'long-wavy':
      return {
        back: path(
          'M128 160 C122 90 166 68 200 68 C234 68 278 90 272 160 C284 200 264 230 282 270 C292 300 270 320 250 322 L150 322 C130 320 108 300 118 270 C136 230 116 200 128 160 Z',
          dark,
        ),
        front:
          path(
            'M200 84 C158 84 134 112 134 170 C126 206 148 226 136 258 C128 282 142 300 160 298 C148 270 160 246 152 214 C148 182 160 144 204 104 C230 122 250 150 248 186 C244 218 258 244 248 274 C244 292 256 300 270 296 C262 270 276 250 266 214 C262 190 268 176 266 160 C262 108 238 84 200 84 Z',
            colour,
          ) + stroke('M150 132 C144 160 150 190 146 220', light, 3, ' opacity="0.6"'),
      };
    case 'bun':
      return {
        back: circle(200, 76, 30, dark) + circle(196, 72, 24, colour),
        front:
          path(
            'M139 164 C134 102 168 84 200 84 C232 84 266 102 261 164 C256 136 236 116 200 114 C164 116 144 136 139 164 Z',
            colour,
          ) + stroke('M168 100 C186 92 214 92 232 100', light, 3, ' opacity="0.7"'),
      };
    case 'bob':
      return {
        back: path(
          'M128 160 C124 90 166 72 200 72 C234 72 276 90 272 160 L276 246 Q200 262 124 246 Z',
          dark,
        ),
        front: path(
          'M136 170 C130 100 168 80 200 80 C232 80 270 100 264 170 L266 248 L246 250 L246 150 C226 138 174 138 154 150 L154 250 L134 248 Z',
          colour,
        ),
      };
    case 'ponytail': {
      const right = prng.chance(0.5);
      const tail = path(
        'M246 112 C300 120 310 200 292 262 C288 280 276 286 270 270 C280 226 274 176 252 150 Z',
        dark,
      );
      return {
        back: right ? tail : `<g transform="translate(400 0) scale(-1 1)">${tail}</g>`,
        front:
          path(
            'M140 164 C134 100 168 82 200 82 C232 82 266 100 260 164 C256 132 236 112 200 112 C164 112 144 132 140 164 Z',
            colour,
          ) + stroke('M170 96 C188 90 212 90 230 96', light, 3, ' opacity="0.7"'),
      };
    }
    case 'locs': {
      let back = '';
      for (let i = 0; i < 10; i++) {
        const x = 130 + i * 15.5;
        back += stroke(
          `M${num1(x)} 120 C${num1(x - 4)} 200 ${num1(x + 4)} 250 ${num1(x)} ${298 - Math.abs(i - 4.5) * 4}`,
          i % 2 === 0 ? dark : colour,
          14,
        );
      }
      let front = path(
        'M138 164 C132 100 168 80 200 80 C232 80 268 100 262 164 C256 134 236 116 200 116 C164 116 144 134 138 164 Z',
        colour,
      );
      for (const x of [150, 170, 188, 208, 228, 248])
        front += stroke(
          `M${x} ${x < 200 ? 120 - (x - 150) / 3 : 104 + (x - 208) / 3} L${200 + (x - 200) * 0.8} 88`,
          dark,
          2.5,
          ' opacity="0.45"',
        );
      for (const [x, end, tone] of [
        [134, 292, colour],
        [148, 270, dark],
        [266, 292, colour],
        [252, 270, dark],
      ] as const) {
        front += stroke(`M${x} 140 C${x - 3} 190 ${x + 3} 230 ${x} ${end}`, tone, 13);
      }
      return { back, front };
    }
    case 'bald':
      return { back: '', front: '' };
    case 'headscarf':
      return { back: '', front: '' };
  }
}

function drawClothes(
  kind: Clothes,
  colour: string,
  inner: string,
  neck: string,
  width: number,
): string {
  const dark = deepen(colour, 0.2);
  const x0 = 200 - width;
  const x1 = 200 + width;
  const body = path(
    `M${x0} 400 L${x0} 366 C${x0} 318 ${x0 + 36} 298 ${num1(x0 + 78)} 290 L172 282 Q200 278 228 282 L${num1(x1 - 78)} 290 C${x1 - 36} 298 ${x1} 318 ${x1} 366 L${x1} 400 Z`,
    colour,
  );
  // The right side a little darker: the light comes from the top left.
  const shade = path(
    `M${x1} 400 L${x1} 366 C${x1} 326 ${x1 - 20} 306 ${num1(x1 - 50)} 296 C${x1 - 34} 318 ${x1 - 30} 356 ${x1 - 32} 400 Z`,
    dark,
    ' opacity="0.45"',
  );
  let out = body + shade;
  const armLines =
    stroke(
      `M${x0 + 46} 400 C${x0 + 44} 370 ${x0 + 48} 346 ${x0 + 56} 330`,
      dark,
      3,
      ' opacity="0.6"',
    ) +
    stroke(
      `M${x1 - 46} 400 C${x1 - 44} 370 ${x1 - 48} 346 ${x1 - 56} 330`,
      dark,
      3,
      ' opacity="0.6"',
    );
  switch (kind) {
    case 'tee':
      out += armLines;
      out += path('M172 281 Q200 316 228 281 Z', neck);
      out += stroke('M172 282 Q200 318 228 282', dark, 5);
      break;
    case 'sweater':
      out += armLines;
      out += path('M170 281 Q200 312 230 281 Z', neck);
      out += stroke('M168 282 Q200 320 232 282', dark, 11);
      out += stroke('M168 282 Q200 320 232 282', colour, 3, ' stroke-dasharray="1 5"');
      break;
    case 'collared shirt':
      out += path('M178 282 L200 318 L222 282 Z', neck);
      out += path('M166 278 L186 274 L200 316 L174 304 Z', lighten(colour, 0.25));
      out += path('M234 278 L214 274 L200 316 L226 304 Z', lighten(colour, 0.12));
      out += stroke('M200 318 L200 400', dark, 2.5);
      for (const y of [340, 368, 394]) out += circle(206, y, 3, dark);
      break;
    case 'blazer':
      out += path('M168 282 L200 400 L232 282 Z', inner);
      out += path('M174 281 Q200 306 226 281 Z', neck);
      out += stroke('M174 282 Q200 308 226 282', deepen(inner, 0.15), 4);
      out += path('M166 282 L146 302 L166 316 L152 326 L194 400 L200 400 Z', deepen(colour, 0.12));
      out += path('M234 282 L254 302 L234 316 L248 326 L206 400 L200 400 Z', deepen(colour, 0.22));
      out += armLines;
      out += path(`M${x0 + 70} 360 L${x0 + 100} 360 L${x0 + 100} 364 L${x0 + 70} 364 Z`, dark);
      break;
    case 'turtleneck':
      out += armLines;
      out += path('M172 234 L228 234 L232 292 Q200 306 168 292 Z', dark);
      for (let x = 178; x <= 222; x += 8)
        out += stroke(`M${x} 240 L${x} 294`, deepen(colour, 0.35), 2, ' opacity="0.5"');
      break;
    case 'hoodie':
      out += path(
        `M146 288 C150 262 176 276 200 286 C224 276 250 262 254 288 C240 306 220 312 200 312 C180 312 160 306 146 288 Z`,
        dark,
      );
      out += path('M178 284 Q200 306 222 284 Z', neck);
      out +=
        stroke('M186 304 L182 352', lighten(colour, 0.45), 4) +
        stroke('M214 304 L218 352', lighten(colour, 0.45), 4);
      out += armLines;
      out += path(`M150 372 L250 372 L256 400 L144 400 Z`, dark, ' opacity="0.35"');
      break;
  }
  return out;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

function hairPhrase(style: HairStyle, colour: string, scarf: string): string {
  switch (style) {
    case 'short':
      return `short ${colour} hair`;
    case 'crew':
      return `${article(colour)} crew cut`;
    case 'side-part':
      return `${colour} hair with a side part`;
    case 'curly':
      return `short curly ${colour} hair`;
    case 'coily-top':
      return `short coily ${colour} hair`;
    case 'afro':
      return `${article(colour)} afro`;
    case 'long-straight':
      return `long straight ${colour} hair`;
    case 'long-wavy':
      return `long wavy ${colour} hair`;
    case 'bun':
      return `${colour} hair in a bun`;
    case 'bob':
      return `${article(colour)} bob`;
    case 'ponytail':
      return `${article(colour)} ponytail`;
    case 'locs':
      return `long ${colour} locs`;
    case 'bald':
      return 'a shaved head';
    case 'headscarf':
      return `${article(scarf)} headscarf`;
  }
}

function clothesPhrase(kind: Clothes, colour: string, inner: string): string {
  if (kind === 'blazer') return `${article(colour)} blazer over ${article(inner)} tee`;
  return `${article(colour)} ${kind}`;
}

/** A deterministic head-and-shoulders portrait, and its description for alt text. */
export function drawPortrait(
  seed: number,
  idPrefix: string,
): { elements: string; description: string } {
  const prng = new Prng(seed);
  const skin = prng.pick(SKIN_TONES);
  const style = pickWeighted(prng, HAIR_STYLES, HAIR_WEIGHTS);
  const hairRoll = prng.next();
  const [hairName, hairColour] =
    hairRoll < 0.1
      ? prng.pick(DYED_HAIR)
      : hairRoll < 0.2
        ? prng.pick(GREY_HAIR)
        : prng.pick(NATURAL_HAIR);
  const clothes = prng.pick(CLOTHES);
  const [clothName, clothColour] = prng.pick(CLOTH);
  const innerChoices = CLOTH.filter(
    ([name]) =>
      name !== clothName &&
      ['white', 'cream', 'black', 'grey', 'sky blue', 'pink', 'mustard'].includes(name),
  );
  const [innerName, innerColour] = prng.pick(innerChoices);
  const scarfChoices = CLOTH.filter(([name]) => name !== clothName);
  const [scarfName, scarfColour] = prng.pick(scarfChoices);
  const glasses = prng.chance(0.32) ? prng.pick(['round', 'square'] as const) : null;
  const frame = prng.pick(['#1f1a17', '#5a3a22', '#b08a3e', '#3d5a80'] as const);
  const canBeard = !['headscarf', 'bun', 'bob', 'ponytail', 'long-wavy'].includes(style);
  const facial =
    canBeard && prng.chance(0.38)
      ? prng.pick(['beard', 'moustache', 'stubble', 'goatee'] as const)
      : null;
  const smile = prng.chance(0.7);
  const blush = prng.chance(0.4);
  const earrings = prng.chance(0.22) && style !== 'headscarf';
  const width = prng.int(138, 162);
  const hair = drawHair(style, hairColour, prng);

  const neck = deepen(skin, 0.12);
  const deep = luma(skin) < 0.4;
  const feature = deep ? '#1a0f0b' : '#2a1c16';
  const dyed = DYED_HAIR.some(([, colour]) => colour === hairColour);
  const natural = dyed ? '#3a2418' : hairColour;
  const brow =
    style === 'bald' || style === 'headscarf'
      ? deepen(skin, 0.55)
      : luma(natural) > 0.55
        ? deepen(natural, 0.35)
        : deepen(natural, 0.1);
  const id = `${idPrefix}-portrait`;

  let out = '';
  out += hair.back;
  // Neck and a little shadow under the jaw.
  out += path('M176 212 L176 290 Q200 302 224 290 L224 212 Z', neck);
  out += path(
    'M176 226 Q200 262 224 226 L224 250 Q200 270 176 250 Z',
    deepen(skin, 0.22),
    ' opacity="0.6"',
  );
  out += drawClothes(clothes, clothColour, innerColour, neck, width);
  if (style === 'headscarf') {
    out += path(
      'M128 170 C122 96 164 76 200 76 C236 76 278 96 272 170 C276 232 266 270 300 304 C270 326 232 332 200 332 C168 332 130 326 100 304 C134 270 124 232 128 170 Z',
      scarfColour,
    );
    out += path(
      'M272 170 C276 232 266 270 300 304 C280 318 258 326 236 330 C258 300 262 250 258 196 Z',
      deepen(scarfColour, 0.18),
      ' opacity="0.7"',
    );
  } else {
    // Ears.
    out += ellipse(142, 178, 11, 17, skin) + ellipse(258, 178, 11, 17, skin);
    out += ellipse(143, 179, 5, 9, neck) + ellipse(257, 179, 5, 9, neck);
    if (earrings) out += circle(142, 198, 4, '#e0b548') + circle(258, 198, 4, '#e0b548');
  }
  out += `<defs><clipPath id="${id}-face"><path d="${FACE}"/></clipPath></defs>`;
  out += path(FACE, skin);
  // The face's right side in a light shade.
  out += `<g clip-path="url(#${id}-face)">${path('M262 120 C244 170 246 226 206 252 L270 260 Z', deepen(skin, 0.08))}</g>`;
  if (style === 'headscarf') {
    out += path(
      'M138 168 C136 108 166 92 200 92 C234 92 264 108 262 168 C258 120 232 104 200 104 C168 104 142 120 138 168 Z',
      deepen(scarfColour, 0.12),
    );
    out += path(
      'M140 200 C150 240 176 256 200 256 C224 256 250 240 260 200 C262 250 236 276 200 276 C164 276 138 250 140 200 Z',
      scarfColour,
    );
    out += stroke(
      'M146 220 C160 258 186 270 200 270',
      deepen(scarfColour, 0.18),
      3,
      ' opacity="0.6"',
    );
  }
  // Facial hair under the features.
  const beardColour = style === 'bald' ? deepen(natural, 0.1) : natural;
  if (facial === 'beard') {
    out += path(
      'M143 170 C142 226 172 262 200 264 C228 262 258 226 257 170 L250 172 C248 200 236 212 222 210 C212 204 188 204 178 210 C164 212 152 200 150 172 Z',
      beardColour,
    );
  } else if (facial === 'stubble') {
    out += path(
      'M146 184 C150 230 176 250 200 252 C224 250 250 230 254 184 C246 206 232 214 220 212 C210 206 190 206 180 212 C168 214 154 206 146 184 Z',
      beardColour,
      ' opacity="0.28"',
    );
  } else if (facial === 'goatee') {
    out += path(
      'M184 228 C186 244 192 252 200 252 C208 252 214 244 216 228 C210 234 190 234 184 228 Z',
      beardColour,
    );
  }
  // Eyes, brows, nose, mouth.
  const eyeY = 178;
  out += ellipse(178, eyeY, 5.5, 6.5, feature) + ellipse(222, eyeY, 5.5, 6.5, feature);
  out +=
    circle(180, eyeY - 2.5, 1.8, '#ffffff', ' opacity="0.85"') +
    circle(224, eyeY - 2.5, 1.8, '#ffffff', ' opacity="0.85"');
  const browLift = prng.int(0, 3);
  out += stroke(`M164 ${161 - browLift} Q177 ${154 - browLift} 190 ${159 - browLift}`, brow, 5);
  out += stroke(`M210 ${159 - browLift} Q223 ${154 - browLift} 236 ${161 - browLift}`, brow, 5);
  out += stroke('M201 186 Q196 204 203 207', deepen(skin, 0.3), 3.5);
  if (blush)
    out +=
      ellipse(165, 206, 12, 7, '#e8776b', ' opacity="0.18"') +
      ellipse(235, 206, 12, 7, '#e8776b', ' opacity="0.18"');
  if (facial === 'moustache' || facial === 'beard' || facial === 'goatee') {
    out += path(
      'M178 218 C186 208 196 210 200 214 C204 210 214 208 222 218 C212 216 206 220 200 220 C194 220 188 216 178 218 Z',
      deepen(beardColour, 0.05),
    );
  }
  const lip = mix(skin, '#8a2f36', 0.55);
  out += smile
    ? stroke('M186 226 Q200 238 214 226', lip, 4.5)
    : stroke('M188 229 Q200 232 212 229', lip, 4.5);
  out += hair.front;
  if (glasses === 'round') {
    out +=
      circle(178, 179, 17, '#ffffff', ' opacity="0.12"') +
      circle(222, 179, 17, '#ffffff', ' opacity="0.12"');
    out += `<circle cx="178" cy="179" r="17" fill="none" stroke="${frame}" stroke-width="3.5"/><circle cx="222" cy="179" r="17" fill="none" stroke="${frame}" stroke-width="3.5"/>`;
    out +=
      stroke('M195 177 Q200 172 205 177', frame, 3.5) +
      stroke('M161 176 L146 172 M239 176 L254 172', frame, 3.5);
  } else if (glasses === 'square') {
    out += `<rect x="158" y="166" width="38" height="27" rx="6" fill="#ffffff" fill-opacity="0.12" stroke="${frame}" stroke-width="3.5"/><rect x="204" y="166" width="38" height="27" rx="6" fill="#ffffff" fill-opacity="0.12" stroke="${frame}" stroke-width="3.5"/>`;
    out +=
      stroke('M196 176 Q200 172 204 176', frame, 3.5) +
      stroke('M158 172 L146 170 M242 172 L254 170', frame, 3.5);
  }

  const parts = [hairPhrase(style, hairName, scarfName)];
  if (glasses) parts.push(`${glasses} glasses`);
  if (facial === 'beard') parts.push('a beard');
  else if (facial === 'moustache') parts.push('a moustache');
  else if (facial === 'stubble') parts.push('stubble');
  else if (facial === 'goatee') parts.push('a goatee');
  parts.push(clothesPhrase(clothes, clothName, innerName));
  const description = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  // A touch larger than drawn, so that the head fills a staff page's frame.
  return {
    elements: `<g transform="translate(200 170) scale(1.12) translate(-200 -170)">${out}</g>`,
    description,
  };
}
