module.exports = { ...require('../../jest.preset.js'), displayName: '@bytewire/article-text' };
