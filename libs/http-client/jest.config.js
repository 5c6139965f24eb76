module.exports = { ...require('../../jest.preset.js'), displayName: '@bytewire/http-client' };
