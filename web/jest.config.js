const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: '@bytewire/web',
  moduleNameMapper: {
    // A CSS module's class names are their own keys in tests (styles.root is "root"); the
    // scoped names are Vite's (vite.config.mts).
    '\\.module\\.css$': 'identity-obj-proxy',
    // Reads import.meta.env.DEV, which Jest cannot load: a production build's, no toolbar.
    '^\\.\\.?/dev-toolbar$': '<rootDir>/test/support/no-dev-toolbar.ts',
    ...preset.moduleNameMapper,
  },
};
