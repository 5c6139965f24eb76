/**
 * What each corpus picture shows (see illustrations/illustration.ts), and alt text that says so:
 * a product as the device of its category in its own finish, a story as a scene of its topic,
 * an author as a portrait. Every choice is a function of the item's own data (its id, its
 * category, its model name), so the same item gets the same picture in every build.
 */
import type { DeviceKind, MotifKind } from '../../illustrations/drawing';
import type { Composition, Illustration, Subject } from '../../illustrations/illustration';
import { drawPortrait } from '../../illustrations/motifs/portrait';
import {
  BACKDROPS,
  DARK_BACKDROPS,
  FINISHES,
  backdropsFor,
  type Backdrop,
  type Finish,
} from '../../illustrations/palette';

/** The picture of an image, but for its seed, which makeImage draws with the image. */
export type Art = Omit<Illustration, 'seed'>;

/** FNV-1a: a stable number from a string (an id, a slug). */
export function stableHash(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function pickBy<T>(items: readonly T[], key: string): T {
  return items[stableHash(key) % items.length];
}

/** Devices by category, refined by words of the model's name where a category holds several. */
const CATEGORY_DEVICES: Readonly<Record<string, DeviceKind>> = {
  laptops: 'laptop',
  smartphones: 'phone',
  headphones: 'headphones',
  tablets: 'tablet',
  tvs: 'tv',
  speakers: 'portable-speaker',
  'smart-watches': 'smartwatch',
  wearables: 'fitness-band',
  printers: 'printer',
  networking: 'router',
  pcs: 'desktop-tower',
  gaming: 'game-console',
  'smart-home': 'smart-display',
  energy: 'power-station',
  robotics: 'robot-vacuum',
  vpn: 'vpn-shield',
  'password-manager': 'password-vault',
  'kitchen-household': 'air-fryer',
  'work-life': 'standing-desk',
  'online-courses': 'online-course',
  'credit-cards': 'credit-card',
};

const MODEL_DEVICES: readonly [RegExp, DeviceKind][] = [
  [/\bFold\b/, 'foldable-phone'],
  [/\bBuds\b/, 'earbuds'],
  [/\bReader\b/, 'e-reader'],
  [/\bHome \d+\b/, 'smart-speaker'],
  [/\bBar\b/, 'soundbar'],
  [/\bTower Duo\b/, 'tower-speaker'],
  [/\bRing\b/, 'smart-ring'],
  [/\b(Trio|Duo) Wi-Fi\b/, 'mesh-router'],
  [/\b(Mini|Cube)\b/, 'mini-pc'],
  [/\bView \d+\b/, 'monitor'],
  [/\bHandheld\b/, 'handheld-console'],
  [/\bController\b/, 'game-controller'],
  [/\bHeadset\b/, 'gaming-headset'],
  [/\bMouse\b/, 'gaming-mouse'],
  [/\bDoorbell\b/, 'video-doorbell'],
  [/\bCam\b/, 'security-camera'],
  [/\bThermostat\b/, 'thermostat'],
  [/\bPlug\b/, 'smart-plug'],
  [/\bLock\b/, 'smart-lock'],
  [/\bSolar Panel\b/, 'solar-panel'],
  [/\bCharger\b/, 'ev-charger'],
  [/\bMow\b/, 'robot-mower'],
  [/\bPool\b/, 'pool-robot'],
  [/\bGarden\b/, 'garden-robot'],
  [/\bBrew\b/, 'coffee-maker'],
  [/\bSous Vide\b/, 'sous-vide'],
  [/\bPurifier\b/, 'air-purifier'],
  [/\bVac\b/, 'stick-vacuum'],
  [/\bChair\b/, 'office-chair'],
  [/\bWebcam\b/, 'webcam'],
  [/\bDock\b/, 'dock'],
  [/\bMic\b/, 'microphone'],
];

export function deviceOf(categoryTopic: string, model: string): DeviceKind {
  const byModel = MODEL_DEVICES.find(([pattern]) => pattern.test(model));
  if (byModel) return byModel[1];
  const device = CATEGORY_DEVICES[categoryTopic];
  if (!device) throw new Error(`No device is drawn for the category ${categoryTopic}`);
  return device;
}

/** What a reader calls each device, for alt text. */
const DEVICE_NOUNS: Readonly<Record<DeviceKind, string>> = {
  laptop: 'laptop',
  phone: 'phone',
  'foldable-phone': 'foldable phone',
  tablet: 'tablet',
  'e-reader': 'e-reader',
  tv: 'TV',
  monitor: 'monitor',
  'desktop-tower': 'desktop PC',
  'mini-pc': 'mini PC',
  headphones: 'pair of headphones',
  earbuds: 'pair of earbuds in their case',
  'portable-speaker': 'portable speaker',
  'smart-speaker': 'smart speaker',
  soundbar: 'soundbar',
  'tower-speaker': 'tower speaker',
  smartwatch: 'smartwatch',
  'fitness-band': 'fitness band',
  'smart-ring': 'smart ring',
  printer: 'printer',
  router: 'Wi-Fi router',
  'mesh-router': 'mesh Wi-Fi system',
  'handheld-console': 'handheld games console',
  'game-controller': 'game controller',
  'game-console': 'games console',
  'gaming-headset': 'gaming headset',
  'gaming-mouse': 'gaming mouse',
  'video-doorbell': 'video doorbell',
  'security-camera': 'security camera',
  thermostat: 'smart thermostat',
  'smart-plug': 'smart plug',
  'smart-display': 'smart display',
  'smart-lock': 'smart lock',
  'power-station': 'portable power station',
  'solar-panel': 'solar panel',
  'ev-charger': 'EV charger',
  'robot-vacuum': 'robot vacuum',
  'robot-mower': 'robot lawn mower',
  'pool-robot': 'pool-cleaning robot',
  'garden-robot': 'garden robot',
  'vpn-shield': 'shield guarding a network connection',
  'password-vault': 'password vault',
  'online-course': 'video lesson on a screen',
  'credit-card': 'credit card',
  'air-fryer': 'air fryer',
  'coffee-maker': 'coffee maker',
  'sous-vide': 'sous vide cooker',
  'air-purifier': 'air purifier',
  'stick-vacuum': 'cordless stick vacuum',
  'standing-desk': 'standing desk',
  'office-chair': 'office chair',
  webcam: 'webcam',
  dock: 'docking station',
  microphone: 'desk microphone',
};

const MOTIF_NOUNS: Readonly<Record<MotifKind, string>> = {
  'ai-chip': 'processor chip traced with a neural network',
  cloud: 'cloud linked to data nodes',
  padlock: 'padlock',
  'ransom-lock': 'chained, locked folder',
  'growth-chart': 'rising bar chart',
  bank: 'bank building',
  briefcase: 'briefcase',
  heartbeat: 'heart with a pulse line',
  leaf: 'leaf veined like a circuit',
  'graduation-cap': 'graduation cap on a stack of books',
  lightbulb: 'light bulb',
  'code-window': 'code editor window',
  parcel: 'parcel',
  rocket: 'rocket',
  'wifi-waves': 'Wi-Fi signal',
  globe: 'globe with orbiting rings',
};

/** What a story about a topic shows: a device for device topics, a motif for the rest. */
const TOPIC_SUBJECTS: Readonly<Record<string, DeviceKind | MotifKind>> = {
  tech: 'lightbulb',
  gaming: 'game-controller',
  headphones: 'headphones',
  laptops: 'laptop',
  networking: 'router',
  pcs: 'desktop-tower',
  printers: 'printer',
  smartphones: 'phone',
  wearables: 'fitness-band',
  'smart-watches': 'smartwatch',
  speakers: 'smart-speaker',
  tablets: 'tablet',
  tvs: 'tv',
  'smart-home': 'thermostat',
  innovation: 'rocket',
  'artificial-intelligence': 'ai-chip',
  cloud: 'cloud',
  energy: 'power-station',
  robotics: 'robot-vacuum',
  sustainability: 'leaf',
  business: 'briefcase',
  amazon: 'parcel',
  apple: 'phone',
  developer: 'code-window',
  security: 'padlock',
  vpn: 'vpn-shield',
  ransomware: 'ransom-lock',
  'password-manager': 'password-vault',
  education: 'graduation-cap',
  'online-courses': 'online-course',
  finance: 'growth-chart',
  'credit-cards': 'credit-card',
  banking: 'bank',
  'home-and-office': 'standing-desk',
  'work-life': 'office-chair',
  'kitchen-household': 'coffee-maker',
  health: 'heartbeat',
};

function isDevice(kind: DeviceKind | MotifKind): kind is DeviceKind {
  return Object.hasOwn(DEVICE_NOUNS, kind);
}

/** Each topic's backdrops: stories of one section share a family of colours. */
function topicBackdrops(topic: string): readonly Backdrop[] {
  const light = BACKDROPS.filter((b) => !DARK_BACKDROPS.includes(b));
  const start = stableHash(topic) % light.length;
  return [light[start], light[(start + 4) % light.length]];
}

export interface ProductLook {
  device: DeviceKind;
  finish: Finish;
  variant: number;
}

/**
 * How a product looks in every picture of it. Products of one category (at most eight) take
 * distinct variants and finishes by their place in it, so no two of them look alike.
 */
/** `device`: what the catalogue says the product is, where its model's name does not say. */
export function productLook(
  categoryTopic: string,
  model: string,
  place: number,
  device?: DeviceKind,
): ProductLook {
  const start = stableHash(categoryTopic);
  return {
    device: device ?? deviceOf(categoryTopic, model),
    finish: FINISHES[(start + place * 5) % FINISHES.length],
    variant: place % 8,
  };
}

export function productArt(look: ProductLook, composition: Composition, key: string): Art {
  const subject: Subject = { kind: 'device', ...look };
  const backdrops = composition === 'poster' ? DARK_BACKDROPS : backdropsFor(look.finish);
  return { subject, composition, backdrop: pickBy(backdrops, key) };
}

/** A story's scene: its topic's subject in a finish and backdrop of the story's own. */
export function topicArt(topic: string, key: string, composition: Composition = 'scene'): Art {
  const kind = TOPIC_SUBJECTS[topic] ?? 'lightbulb';
  const finish = pickBy(FINISHES, `${key}:finish`);
  const variant = stableHash(`${key}:variant`) % 8;
  const subject: Subject = isDevice(kind)
    ? { kind: 'device', device: kind, finish, variant }
    : { kind: 'motif', motif: kind, finish, variant };
  const backdrop =
    composition === 'poster' ? pickBy(DARK_BACKDROPS, key) : pickBy(topicBackdrops(topic), key);
  return { subject, composition, backdrop };
}

export function portraitArt(key: string): Art {
  const light = BACKDROPS.filter((b) => !DARK_BACKDROPS.includes(b));
  return {
    subject: { kind: 'portrait', seed: stableHash(key) },
    composition: 'portrait',
    backdrop: pickBy(light, `${key}:backdrop`),
  };
}

function withArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) && !/^(one|uni|eu)/i.test(phrase)
    ? `an ${phrase}`
    : `a ${phrase}`;
}

/** The subject in plain words: "a graphite laptop", "a padlock". */
export function subjectWords(subject: Subject): string {
  switch (subject.kind) {
    case 'device':
      return withArticle(`${subject.finish.name} ${DEVICE_NOUNS[subject.device]}`);
    case 'motif':
      return withArticle(MOTIF_NOUNS[subject.motif]);
    case 'portrait':
      return drawPortrait(subject.seed, 'alt').description;
  }
}

const FRAMINGS: Readonly<Record<Composition, (what: string, backdrop: string) => string>> = {
  studio: (what, backdrop) => `${what} on a ${backdrop} backdrop`,
  desk: (what, backdrop) => `${what} on a desk against a ${backdrop} wall`,
  closeup: (what) => `a close-up of ${what}`,
  angle: (what, backdrop) => `${what} at an angle, on ${backdrop}`,
  pair: (what) => `${what} beside a second one in another finish`,
  boxed: (what) => `${what} in its open box`,
  colours: (what) => `${what} between two others in other colours`,
  scene: (what, backdrop) => `${what} among floating shapes on ${backdrop}`,
  poster: (what, backdrop) => `${what} under a studio light on ${backdrop}`,
  portrait: (what, backdrop) => `${what}, on ${backdrop}`,
};

/**
 * Alt text that describes the picture: "Illustration: a graphite laptop on a pale blue
 * backdrop". With `name`, the product or person it shows leads ("The Kestrel Ridge 13, …").
 */
export function describeArt(art: Art, name?: string): string {
  const what = subjectWords(art.subject);
  if (art.subject.kind === 'portrait') {
    return `Illustrated portrait${name ? ` of ${name}` : ''}: ${what}, on ${art.backdrop.name}`;
  }
  const framed = FRAMINGS[art.composition](what, art.backdrop.name);
  return name ? `Illustration of the ${name}: ${framed}` : `Illustration: ${framed}`;
}
