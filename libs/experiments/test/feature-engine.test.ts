/**
 * The engine's own promises beyond GrowthBook's cases (test/growthbook-conformance.test.ts):
 * features are found by their own keys only, and an experiment rule buckets by `id`.
 */
import { FeatureEngine } from '../src/engine';

const engine = new FeatureEngine({
  features: {
    banner: { defaultValue: 'classic', rules: [{ condition: { country: 'NZ' }, force: 'kiwi' }] },
  },
});

it('evaluates a stored feature with its rules', () => {
  expect(engine.evalFeature('banner', { attributes: { country: 'NZ' } }).value).toBe('kiwi');
  expect(engine.evalFeature('banner', { attributes: { country: 'US' } })).toMatchObject({
    value: 'classic',
    source: 'defaultValue',
  });
});

it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
  'knows no feature %s (an Object.prototype name)',
  (key) => {
    expect(engine.evalFeature(key)).toMatchObject({ value: null, source: 'unknownFeature' });
  },
);
