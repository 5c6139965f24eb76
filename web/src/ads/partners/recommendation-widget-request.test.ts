// The recommendation widget's request: the publisher, its container, the page.
import { recommendationWidgetRequest } from './recommendation-widget-request';

it('names the publisher, the container to fill and the page', () => {
  expect(
    recommendationWidgetRequest('bytewire-pub', 'widget-box', 'https://www.bytewire.example/a/'),
  ).toEqual({
    publisherId: 'bytewire-pub',
    container: 'widget-box',
    pageUrl: 'https://www.bytewire.example/a/',
  });
});
