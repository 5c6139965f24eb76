module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@bytewire/experiments-service',
};
