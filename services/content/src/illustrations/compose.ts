/**
 * An illustration as an SVG document of a given size: the backdrop, then the subject framed as
 * its composition says. The subject stays inside the frame's safe area, the part every crop the
 * site makes keeps: the centred square and the centred 16:9 band. So a product's square picture
 * cropped wide for a card, or a wide hero cropped square for a search thumbnail, still shows the
 * whole subject, and the crop gravity of every corpus image is the centre.
 */
import { Prng } from '../corpus/prng';
import { backdropSvg } from './backdrop';
import type { Illustration, Subject } from './illustration';
import { FINISHES, isDark } from './palette';
import { subjectSvg } from './subjects';
import { darken, lighten, mix } from './tones';

/** The subject's extent inside its 400-unit box (drawing.ts): 360 wide, 280 tall. */
const SUBJECT_WIDTH = 360;
const SUBJECT_HEIGHT = 280;
/** Breathing room inside the safe area. */
const FILL = 0.92;

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The part of a width x height frame that both a centred square and a 16:9 crop keep. */
export function safeArea(width: number, height: number): { width: number; height: number } {
  return { width: Math.min(width, height), height: Math.min(height, (width * 9) / 16) };
}

interface Frame {
  width: number;
  height: number;
  cx: number;
  cy: number;
  /** Pixels per unit of the drawing box, so that the subject fills the safe area. */
  unit: number;
}

function frameOf(width: number, height: number): Frame {
  const safe = safeArea(width, height);
  const unit = Math.min(safe.width / SUBJECT_WIDTH, safe.height / SUBJECT_HEIGHT) * FILL;
  return { width, height, cx: width / 2, cy: height / 2, unit };
}

/** The subject's box placed with its centre at (x, y), `scale` times the frame's unit. */
function placed(
  subject: Subject,
  idPrefix: string,
  frame: Frame,
  x: number,
  y: number,
  scale = 1,
  rotate = 0,
): string {
  const u = frame.unit * scale;
  const turn = rotate === 0 ? '' : ` rotate(${rotate} 200 200)`;
  return (
    `<g transform="translate(${round(x - 200 * u)} ${round(y - 200 * u)}) scale(${round(u)})${turn}">` +
    subjectSvg(subject, idPrefix) +
    `</g>`
  );
}

/** The same subject in the finish after this one in FINISHES (a pair's second, a colour range). */
function inFinish(subject: Subject, step: number): Subject {
  if (subject.kind === 'portrait') return subject;
  const at = FINISHES.findIndex((f) => f.name === subject.finish.name);
  return { ...subject, finish: FINISHES[(at + step * 3) % FINISHES.length] };
}

export function illustrationSvg(illustration: Illustration, width: number, height: number): string {
  const prefix = `i${(illustration.seed >>> 0).toString(36)}`;
  const frame = frameOf(width, height);
  const body = [
    backdropSvg(illustration, width, height, prefix),
    subjectLayer(illustration, frame, prefix),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    body.join('') +
    `</svg>`
  );
}

function subjectLayer(illustration: Illustration, frame: Frame, prefix: string): string {
  const { subject, composition, seed } = illustration;
  const { cx, cy, unit } = frame;
  const rng = new Prng(seed);
  switch (composition) {
    case 'studio':
      // A little closer or further, so that a gallery's plain shots are not all alike.
      return placed(subject, `${prefix}s`, frame, cx, cy, 0.86 + rng.next() * 0.14);
    case 'angle':
      return placed(
        subject,
        `${prefix}s`,
        frame,
        cx,
        cy,
        0.84 + rng.next() * 0.1,
        rng.pick([-12, -8, 8, 12]),
      );
    case 'closeup': {
      // Enlarged around one of a few points of the subject, clipped by the frame itself.
      const [fx, fy] = rng.pick([
        [200, 200],
        [150, 170],
        [250, 230],
        [200, 150],
      ]);
      const u = unit * 1.9;
      return (
        `<g transform="translate(${round(cx - fx * u)} ${round(cy - fy * u)}) scale(${round(u)})">` +
        subjectSvg(subject, `${prefix}s`) +
        `</g>`
      );
    }
    case 'pair':
      return (
        placed(inFinish(subject, 1), `${prefix}b`, frame, cx + 95 * unit, cy + 8 * unit, 0.5) +
        placed(subject, `${prefix}s`, frame, cx - 80 * unit, cy, 0.56)
      );
    case 'colours':
      return (
        placed(inFinish(subject, 1), `${prefix}b`, frame, cx - 120 * unit, cy, 0.45) +
        placed(inFinish(subject, 2), `${prefix}c`, frame, cx + 120 * unit, cy, 0.45) +
        placed(subject, `${prefix}s`, frame, cx, cy + 10 * unit, 0.52)
      );
    case 'boxed':
      return (
        openBox(frame, illustration, 'back') +
        placed(subject, `${prefix}s`, frame, cx, cy - 22 * unit, 0.78) +
        openBox(frame, illustration, 'front')
      );
    case 'desk':
      return (
        desk(frame, illustration) + placed(subject, `${prefix}s`, frame, cx, cy - 8 * unit, 0.9)
      );
    case 'scene':
      return (
        floatingShapes(frame, illustration, rng) + placed(subject, `${prefix}s`, frame, cx, cy)
      );
    case 'poster':
      return (
        spotlight(frame, prefix) + placed(subject, `${prefix}s`, frame, cx, cy + 6 * unit, 0.92)
      );
    case 'portrait': {
      // Portraits fill their (square) frame, shoulders to the bottom edge.
      const u = Math.max(frame.width, frame.height) / 400;
      return (
        `<g transform="translate(${round(cx - 200 * u)} ${round(frame.height - 400 * u)}) scale(${round(u)})">` +
        subjectSvg(subject, `${prefix}s`) +
        `</g>`
      );
    }
  }
}

/** A desk top across the frame, in a tone of the wall, and its front edge. */
function desk(frame: Frame, { backdrop }: Illustration): string {
  // Just above where the subject's shadow falls (y 340 of its box, placed at 0.9 and -8).
  const top = round(frame.cy + 108 * frame.unit);
  const wood = isDark(backdrop.dark)
    ? lighten(backdrop.dark, 0.18)
    : mix(backdrop.dark, '#8a6a4f', 0.45);
  const edge = round(frame.unit * 10);
  return (
    `<rect x="0" y="${top}" width="${frame.width}" height="${round(frame.height - top)}" fill="${wood}"/>` +
    `<rect x="0" y="${top}" width="${frame.width}" height="${edge}" fill="${lighten(wood, 0.22)}"/>` +
    `<rect x="0" y="${round(top + edge)}" width="${frame.width}" height="${round(edge * 0.6)}" fill="${darken(wood, 0.12)}"/>`
  );
}

/** An open cardboard box, drawn in two halves around the subject standing in it. */
function openBox(frame: Frame, { backdrop }: Illustration, half: 'back' | 'front'): string {
  const u = frame.unit;
  const x = (v: number) => round(frame.cx + v * u);
  const y = (v: number) => round(frame.cy + v * u);
  const card = isDark(backdrop.dark) ? '#c9a77c' : mix('#d2b48c', backdrop.dark, 0.15);
  if (half === 'back') {
    return (
      `<path d="M${x(-150)} ${y(20)}L${x(-110)} ${y(-30)}H${x(110)}L${x(150)} ${y(20)}Z" fill="${darken(card, 0.28)}"/>` +
      `<path d="M${x(-150)} ${y(20)}L${x(-190)} ${y(-20)}L${x(-160)} ${y(-40)}L${x(-110)} ${y(-30)}Z" fill="${darken(card, 0.1)}"/>`
    );
  }
  return (
    `<ellipse cx="${x(0)}" cy="${y(138)}" rx="${round(170 * u)}" ry="${round(16 * u)}" fill="rgba(16,22,36,0.18)"/>` +
    `<path d="M${x(-150)} ${y(20)}H${x(150)}V${y(132)}H${x(-150)}Z" fill="${card}"/>` +
    `<path d="M${x(150)} ${y(20)}L${x(195)} ${y(-10)}L${x(180)} ${y(60)}L${x(150)} ${y(70)}Z" fill="${lighten(card, 0.12)}"/>` +
    `<rect x="${x(-30)}" y="${y(20)}" width="${round(60 * u)}" height="${round(112 * u)}" fill="${lighten(card, 0.25)}" fill-opacity="0.6"/>`
  );
}

/** A soft cone of light from above and a glossy floor: the studio of a video's still. */
function spotlight(frame: Frame, prefix: string): string {
  const id = `${prefix}spot`;
  const floor = round(frame.cy + 132 * frame.unit);
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.32"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>` +
    `</linearGradient></defs>` +
    `<path d="M${round(frame.cx - 70 * frame.unit)} 0H${round(frame.cx + 70 * frame.unit)}L${round(frame.cx + 230 * frame.unit)} ${floor}H${round(frame.cx - 230 * frame.unit)}Z" fill="url(#${id})"/>` +
    `<rect x="0" y="${floor}" width="${frame.width}" height="${round(frame.height - floor)}" fill="#000000" fill-opacity="0.22"/>`
  );
}

/** A few rounded shapes floating around a scene's subject, in the margins of the frame. */
function floatingShapes(frame: Frame, { backdrop, subject }: Illustration, rng: Prng): string {
  const accent = subject.kind === 'portrait' ? backdrop.dark : subject.finish.accent;
  const colours = [accent, '#ffffff', darken(backdrop.dark, 0.12)];
  const side = Math.min(frame.width, frame.height);
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    // Alternate sides; stay out of the middle, where the subject stands.
    const left = i % 2 === 0;
    const x = left ? rng.next() * frame.width * 0.28 : frame.width * (0.72 + rng.next() * 0.28);
    const y = frame.height * (0.08 + rng.next() * 0.84);
    const size = side * (0.03 + rng.next() * 0.05);
    const fill = colours[i % colours.length];
    const opacity = round(0.55 + rng.next() * 0.35);
    const kind = rng.int(0, 2);
    if (kind === 0) {
      shapes.push(
        `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size / 2)}" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    } else if (kind === 1) {
      shapes.push(
        `<rect x="${round(x - size / 2)}" y="${round(y - size / 2)}" width="${round(size)}" height="${round(size)}" rx="${round(size / 4)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${rng.int(-30, 30)} ${round(x)} ${round(y)})"/>`,
      );
    } else {
      const s = size / 2;
      shapes.push(
        `<path d="M${round(x - s)} ${round(y)}H${round(x + s)}M${round(x)} ${round(y - s)}V${round(y + s)}" stroke="${fill}" stroke-opacity="${opacity}" stroke-width="${round(size / 5)}" stroke-linecap="round"/>`,
      );
    }
  }
  return shapes.join('');
}
