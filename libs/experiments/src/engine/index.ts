export * from './feature-engine';
export * from './sdk-helpers';
export { evalCondition } from '@growthbook/growthbook';
export { StickyBucketService } from '@growthbook/growthbook';
