module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@bytewire/identity-service',
};
