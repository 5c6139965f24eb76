module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@bytewire/render',
  globalSetup: '<rootDir>/test/global-setup.js',
};
