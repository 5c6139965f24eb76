export * from './page';
export * from './entities';
export * from './validate';
export * from './component-errors';
export * from './dates';
export * from './ratings';
export * from './authors';
export * from './slug';
