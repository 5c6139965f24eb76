const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@bytewire/web',
  // Test files in worker processes, even on two cores (where Jest would run them all in its own
  // process): a file that crashes its process is then reported as that file's failure, not the
  // end of the whole run without a summary (CI once lost all 1,301 of this package's counts so).
  maxWorkers: 2,
  moduleNameMapper: {
    // A CSS module's class names are their own keys in tests (styles.root is "root"); the
    // scoped names are Vite's (vite.config.mts).
    '\\.module\\.css$': 'identity-obj-proxy',
    // Reads import.meta.env.DEV, which Jest cannot load: a production build's, no toolbar.
    '^\\.\\.?/dev-toolbar$': '<rootDir>/test/support/no-dev-toolbar.ts',
    ...preset.moduleNameMapper,
  },
};
