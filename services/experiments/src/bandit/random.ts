/**
 * The randomness of the decision service's bandit: uniform draws in [0, 1) from a seeded
 * generator (DECISION_RANDOM_SEED, for tests: the same seed and the same requests, one after
 * another, give the same orders) or from the operating system's (crypto), and the Gamma and
 * Beta draws Thompson sampling needs, made from them.
 */
import { randomFillSync } from 'node:crypto';

/** A uniform draw in [0, 1). */
export type Uniform = () => number;

/** splitmix32: spreads a 32-bit seed over the generator's state. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, as in PractRand), seeded through
 * splitmix32: a uniform draw in [0, 1) with 32 random bits. For tests, not for secrets.
 */
export function seededUniform(seed: number): Uniform {
  const next = splitmix32(seed);
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  const draw = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  // The first draws of a counting generator still show its seed: skipped.
  for (let i = 0; i < 15; i++) draw();
  return () => draw() / 4_294_967_296;
}

/** Draws from the operating system's generator (53 random bits each), read 1024 words at a time. */
export function cryptoUniform(): Uniform {
  const pool = new Uint32Array(1024);
  let next = pool.length;
  const word = (): number => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    return pool[next++]!;
  };
  return () => ((word() >>> 5) * 67_108_864 + (word() >>> 6)) / 9_007_199_254_740_992;
}

/** A standard normal draw (Box–Muller; one of the pair is used). */
export function normal(uniform: Uniform): number {
  const u1 = 1 - uniform(); // (0, 1]: the logarithm is finite
  const u2 = uniform();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * A Gamma(shape, 1) draw by Marsaglia and Tsang's method ("A simple method for generating
 * gamma variables", 2000); a shape below 1 is boosted: Gamma(a) = Gamma(a + 1) · U^(1/a).
 */
export function gamma(shape: number, uniform: Uniform): number {
  if (!(shape > 0)) throw new RangeError(`gamma shape must be positive (got ${shape})`);
  if (shape < 1) {
    return gamma(shape + 1, uniform) * Math.pow(1 - uniform(), 1 / shape);
  }
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(uniform);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - uniform(); // (0, 1]
    const x2 = x * x;
    if (u < 1 - 0.0331 * x2 * x2) return d * v;
    if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** A Beta(alpha, beta) draw: X / (X + Y) with X ~ Gamma(alpha), Y ~ Gamma(beta). */
export function betaDraw(alpha: number, beta: number, uniform: Uniform): number {
  const x = gamma(alpha, uniform);
  const y = gamma(beta, uniform);
  return x / (x + y);
}
