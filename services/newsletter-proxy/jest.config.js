module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@bytewire/newsletter-proxy',
};
