/**
 * The contract between the illustration composer and its library of drawings.
 *
 * A drawing is flat vector art (SVG elements, no <svg> wrapper) of one subject, in a 400 x 400
 * box: the subject is centred on (200, 200) and stays inside x 20..380, y 60..340, so that the
 * composer can scale the box into the part of a picture that survives the site's square and
 * 16:9 crops. Drawings never write text, numbers or logos with letters: a picture carries no
 * labels. They are pure functions of their context: the same context gives the same markup,
 * byte for byte (no Math.random, no dates), which makes two builds give identical images.
 */

/** The colours a subject is painted in (CSS colours, `#rrggbb`). */
export interface Paint {
  /** The finish: the shell's main colour. */
  body: string;
  /** A second tone of the finish: edges, bezels' rims, shading faces. */
  trim: string;
  /** A highlight: LEDs, buttons, the maker's mark, a strap. */
  accent: string;
  /** Dark glass: screens when off, lenses, grilles. */
  screen: string;
  /** What a lit screen shows: its brightest colour. */
  glow: string;
  /** A soft shadow under the subject (with its own opacity). */
  shadow: string;
}

export interface DrawContext {
  paint: Paint;
  /**
   * The model's own details, 0 to 7: camera layout, screen content, proportions, number of
   * buttons. Two products of one kind with different variants must look different.
   */
  variant: number;
  /** Every id (gradients, clip paths) must start with this, so that drawings can share a picture. */
  idPrefix: string;
}

/** SVG elements drawing one subject in the 400 x 400 box described above. */
export type Drawing = (context: DrawContext) => string;

/** Every kind of device the catalogue's products are drawn as. */
export const DEVICE_KINDS = [
  // Personal tech (devices/personal-tech.ts)
  'laptop',
  'phone',
  'foldable-phone',
  'tablet',
  'e-reader',
  'tv',
  'monitor',
  'desktop-tower',
  'mini-pc',
  'headphones',
  'earbuds',
  'portable-speaker',
  'smart-speaker',
  'soundbar',
  'tower-speaker',
  'smartwatch',
  'fitness-band',
  'smart-ring',
  'printer',
  'router',
  'mesh-router',
  // Home and other tech (devices/home-tech.ts)
  'handheld-console',
  'game-controller',
  'game-console',
  'gaming-headset',
  'gaming-mouse',
  'video-doorbell',
  'security-camera',
  'thermostat',
  'smart-plug',
  'smart-display',
  'smart-lock',
  'power-station',
  'solar-panel',
  'ev-charger',
  'robot-vacuum',
  'robot-mower',
  'pool-robot',
  'garden-robot',
  'vpn-shield',
  'password-vault',
  'online-course',
  'credit-card',
  'air-fryer',
  'coffee-maker',
  'sous-vide',
  'air-purifier',
  'stick-vacuum',
  'standing-desk',
  'office-chair',
  'webcam',
  'dock',
  'microphone',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Subjects of stories whose topic is not a device (motifs/topic-motifs.ts). */
export const MOTIF_KINDS = [
  'ai-chip',
  'cloud',
  'padlock',
  'ransom-lock',
  'growth-chart',
  'bank',
  'briefcase',
  'heartbeat',
  'leaf',
  'graduation-cap',
  'lightbulb',
  'code-window',
  'parcel',
  'rocket',
  'wifi-waves',
  'globe',
] as const;
export type MotifKind = (typeof MOTIF_KINDS)[number];
