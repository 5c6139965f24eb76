/**
 * A composer answer of one component, for the tests of what the answer check does to a
 * component's content: `content` is spread into the component (its `item`, `items`, `list`).
 */
import { parsePageResponse, type PageComponent } from '../../src';

export function onePageAnswer(componentType: string, content: Record<string, unknown>) {
  return {
    data: {
      pageType: componentType.toLowerCase(),
      id: 'x',
      queryParams: {},
      meta: { title: 'X' },
      isSeamless: false,
      components: [
        {
          name: 'c',
          fetcherName: 'c',
          status: 200,
          errors: [],
          meta: { componentName: 'c', componentDisplayName: 'C', componentType },
          ...content,
        },
      ],
    },
  };
}

/** The component of `onePageAnswer`, as the answer check leaves it. */
export function checkedComponent(
  componentType: string,
  content: Record<string, unknown>,
): PageComponent {
  return parsePageResponse(onePageAnswer(componentType, content)).data.components[0]!;
}
