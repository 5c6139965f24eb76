/**
 * The share bar of a story page (article, review): its canonical URL made absolute on the
 * site's public URL (the story's own canonical, else the page's, else this path, as in the
 * page head), the headline, the comments deep link (when its page has comments) and the
 * footer's profiles. Not on AMP pages.
 */
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { useAmpMode } from '../../amp/amp-mode';
import type { PageData } from '../../app/page-loader';
import { PAGE_ROUTE_ID } from '../../app/route-ids';
import { useRootData } from '../../app/use-root-data';
import { hasComments } from '../../discussion/CommentsSection/CommentsSection';
import { useCanonicalUrl } from '../../page-components/use-canonical-url';
import { LazyEmailShareModal } from './email';
import { ShareBar } from './ShareBar/ShareBar';
import type { ShareKind } from './share-kinds';
import { profilesOf } from './share-profiles';

/** The story pages' buttons: the first four inline, the rest in the dropdown. */
export const STORY_SHARE_KINDS: readonly ShareKind[] = [
  'facebook',
  'twitter',
  'linkedin',
  'email',
  'reddit',
  'flipboard',
  'pinterest',
  'comments',
];

interface StoryShareBarProps {
  story: { id: string; headline?: string; canonicalUrl?: string; suppressComments?: boolean };
}

function StoryShareBarOnSite({ story }: StoryShareBarProps) {
  const { footer, site } = useRootData();
  const pageData = useRouteLoaderData<PageData>(PAGE_ROUTE_ID);
  const url = useCanonicalUrl(story.canonicalUrl || pageData?.page.meta.canonicalUrl);
  const [emailOpen, setEmailOpen] = useState(false);
  const title = story.headline ?? '';
  return (
    <>
      <ShareBar
        kinds={STORY_SHARE_KINDS}
        url={url}
        title={title}
        // The comments button only where the story's page has comments to go to.
        assetId={hasComments(story, site.discussion) ? story.id : undefined}
        onEmail={() => setEmailOpen(true)}
        profiles={profilesOf(footer?.social)}
      />
      {/* The email-a-friend modal: its chunk loads the first time it opens. */}
      <LazyEmailShareModal
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        title={title}
        url={url}
      />
    </>
  );
}

export function StoryShareBar(props: StoryShareBarProps) {
  return useAmpMode() ? null : <StoryShareBarOnSite {...props} />;
}
