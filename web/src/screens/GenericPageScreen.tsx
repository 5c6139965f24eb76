/**
 * The screen of routes without a dedicated screen (the member area and sign-in flow for now,
 * and any page whose own screen finds nothing it knows): the page title, then every component
 * through the component registry (see page-components), as the page's main content.
 */
import { PageHeading } from '../components/PageHeading/PageHeading';
import { PageHead } from '../document/PageHead/PageHead';
import { PageComponents } from '../page-components/PageComponents';
import type { ScreenProps } from './screen-props';

// The account pages' screens travel in this chunk (see screen-modules.ts).
export { MemberScreen } from '../member/MemberScreen/MemberScreen';
export { AuthCallbackScreen } from './AuthCallbackScreen';

export function GenericPageScreen({ page }: ScreenProps) {
  const title = page.meta.title;
  return (
    <>
      <PageHead
        title={title}
        description={page.meta.description}
        canonical={page.meta.canonicalUrl}
        noIndex={page.meta.noIndex}
      />
      <PageHeading title={title} description={page.meta.description} />
      <PageComponents components={page.components} pageTitle={title} context="page" />
    </>
  );
}
