// The contextual ad's request (spec 001 s9 "Contextual ad size 300x300").
import { contextualAdRequest } from './contextual-ad-request';

it('asks for a 300x300 ad for the site, in its container, for the page', () => {
  expect(
    contextualAdRequest('bytewire', 'ctx-box', 'https://www.bytewire.example/news/a-story/'),
  ).toEqual({
    siteId: 'bytewire',
    container: 'ctx-box',
    width: 300,
    height: 300,
    pageUrl: 'https://www.bytewire.example/news/a-story/',
  });
});
