import { contentLinksOf, itemOf, itemsOf, parseNewsletters } from '../src';
import { checkedComponent } from './support/one-component-page';

const component = checkedComponent;

describe('a component’s content, cleaned by its type where the page enters', () => {
  it('keeps the content links a list can show, of a VideoList too, and their children', () => {
    const video = { id: 'v', slug: 'v', title: 'A video', url: '/video/v/' };
    const list = component('VideoList', {
      items: [video, { slug: 'no-title' }, null, 'x', { title: 'no slug' }],
      list: { relatedItems: [{ slug: 't', title: 'T', children: [{ slug: 'c' }, video] }, 1] },
    });
    expect(itemsOf(list, 'VideoList')).toEqual([video]);
    expect(contentLinksOf(list)).toEqual([video]);
    expect(itemsOf(list, 'ContentList')).toEqual([]);
    expect(list.list?.relatedItems).toEqual([{ slug: 't', title: 'T', children: [video] }]);
  });

  it('keeps authors, editorial links, ricochet and seamless items that can be shown', () => {
    const authors = component('AuthorList', {
      items: [{ id: 'a', firstName: 'Ada', lastName: 'L' }, { firstName: 'No last name' }],
    });
    expect(itemsOf(authors, 'AuthorList').map((a) => a.id)).toEqual(['a']);
    const links = component('EditorialLinks', {
      items: [{ linkText: 'About', linkUrl: '/about/' }, { linkText: 'no url' }],
    });
    expect(itemsOf(links, 'EditorialLinks')).toHaveLength(1);
    const seamless = component('Seamless', {
      items: [
        { slug: 's', title: 'S', type: 'article', url: '', id: '1', source: 'latest' },
        { slug: ' ', title: 'T' },
      ],
    });
    expect(itemsOf(seamless, 'Seamless').map((i) => i.slug)).toEqual(['s']);
  });

  it('reads an item that cannot be shown as absent, and cleans a gallery’s items', () => {
    const article = component('Article', { item: { id: 'a', slug: 'a', headline: 'A' } });
    expect(itemOf(article, 'Article')).toBeUndefined();
    const gallery = component('Gallery', {
      item: {
        id: 'g',
        slug: 'g',
        title: 'G',
        items: [
          { id: '1', position: 1, image: { id: 'i', path: '/p.jpg' } },
          { id: '2', image: { id: 'i', path: '', width: 0 } },
          null,
          'text',
          { id: 'empty', position: 2 },
          { id: 'bad-image', position: 3, image: { path: '/x.jpg', width: -5 } },
          { id: 'text-only', position: 4, description: 'A caption without a photo' },
        ],
      },
    });
    // The gallery page's slides (web/src/gallery/gallery-slides.ts) read these as they are.
    expect(itemOf(gallery, 'Gallery')?.items.map((i) => i.id)).toEqual(['1', 'text-only']);
    const text = component('Text', { item: { id: 't', content: '  ', title: 'T' } });
    expect(itemOf(text, 'Text')).toBeUndefined();
  });

  it('cleans a feature’s layout and the components nested in it', () => {
    const nested = {
      name: 'n',
      fetcherName: 'n',
      status: 200,
      errors: [],
      meta: { componentName: 'n', componentDisplayName: 'N', componentType: 'ContentList' },
      items: [{ slug: 's', title: 'S' }, { junk: true }],
    };
    const feature = component('Feature', {
      item: {
        rows: [{ label: ' ', columns: [{ colspan: 99, components: [nested, { meta: {} }] }] }, 'x'],
      },
    });
    const rows = itemOf(feature, 'Feature')?.rows ?? [];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.label).toBeUndefined();
    expect(rows[0]!.columns[0]!.colspan).toBe(12);
    const [inner] = rows[0]!.columns[0]!.components;
    expect(rows[0]!.columns[0]!.components).toHaveLength(1);
    expect(contentLinksOf(inner!)).toEqual([{ slug: 's', title: 'S' }]);
  });
});

describe('parseNewsletters', () => {
  it('keeps the newsletters that can be offered; anything else reads as none', () => {
    const ok = {
      id: 'n1',
      name: 'Daily',
      description: 'D',
      frequency: 'Daily',
      subscribeJourneyId: 's',
      unsubscribeJourneyId: 'u',
    };
    expect(parseNewsletters({ data: { items: [ok, { ...ok, id: ' ' }, { id: 'x' }] } })).toEqual([
      ok,
    ]);
    expect(parseNewsletters({ data: {} })).toEqual([]);
    expect(parseNewsletters('nope')).toEqual([]);
  });
});
