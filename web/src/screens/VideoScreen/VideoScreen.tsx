/**
 * A video (routes `video` /video/{slug}/, `video-share` /video/share/{slug}/ and
 * `video-sponsored` /paid-content/video/{slug}/): title, byline with date, duration, the
 * player (see video/VideoPlayer), description, transcript and more videos, with the
 * VideoObject JSON-LD. The share route puts the player first with a link to copy; the
 * sponsored route (and any video in the sponsored section) says it is paid content.
 *
 * Ads are suppressed by the rules of spec 000 s5 (`videoAdsSuppressed`): the video's
 * suppressAds, `adSuppress=all`, or no targeting consent (C0004; the server and the hydrating
 * browser count it as not given). Otherwise the player asks the configured ad server for an ad
 * and plays it before the video (video/VideoPlayer, video/use-video-ad-request.tsx).
 */
import type { ContentLink, Video } from '@bytewire/contracts';
import { videoAdsSuppressed } from '@bytewire/media';
import { tryBuildPath } from '@bytewire/routes';
import { usePageLocation } from '../../app/page-location';
import { CONSENT_CATEGORIES } from '../../consent/consent-categories';
import { useConsent } from '../../consent/use-consent';
import { useRootData } from '../../app/use-root-data';
import { Byline } from '../../components/Byline/Byline';
import { Section } from '../../components/Section/Section';
import { SiteLink } from '../../components/SiteLink';
import { StoryList } from '../../components/StoryList/StoryList';
import { PageHead } from '../../document/PageHead/PageHead';
import { componentsOfType, componentTitle, contentLinksOf } from '../../content/component-items';
import { useImageResize } from '../../images/image-resize';
import { absoluteUrl } from '../../seo/absolute-url';
import { JsonLd } from '../../seo/json-ld';
import { clockDuration, isoDuration } from '../../video/duration';
import { ShareLink } from '../../video/ShareLink/ShareLink';
import { videoTranscript } from '../../video/transcript-text';
import {
  isSponsoredVideo,
  videoDescription,
  videoDuration,
  videoOf,
  videoTitle,
} from '../../video/video-item';
import {
  captionsPath,
  hasCaptions,
  playableSource,
  posterUrl,
  videoImage,
} from '../../video/video-media';
import type { PlaylistItem } from '../../video/video-store';
import { videoStructuredData } from '../../video/video-structured-data';
import { VideoPlayer } from '../../video/VideoPlayer/VideoPlayer';
import { VideoStoreProvider } from '../../video/VideoStore';
import type { ScreenProps } from '../screen-props';
import styles from './VideoScreen.module.css';

function SponsorDisclosure({ publicationName }: { publicationName: string }) {
  return (
    <p className={styles.sponsorDisclosure} role="note" data-testid="sponsor-disclosure">
      <strong>Paid content.</strong>
      {` This video was produced for a sponsor. ${publicationName}'s editorial staff was not involved in its creation.`}
    </p>
  );
}

function Duration({ seconds }: { seconds: number | undefined }) {
  if (seconds === undefined) return null;
  return (
    <p className={styles.duration} data-testid="video-duration">
      Duration <time dateTime={isoDuration(seconds)}>{clockDuration(seconds)}</time>
    </p>
  );
}

function Transcript({ video }: { video: Video }) {
  const lines = videoTranscript(video);
  if (lines.length === 0) return null;
  return (
    <details className={styles.transcript}>
      <summary>Transcript</summary>
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </details>
  );
}

function playlistItem(link: ContentLink): PlaylistItem {
  return { id: link.id || link.slug, slug: link.slug, title: link.title, url: link.url };
}

/** A page without a usable video still shows what it has, on the generic page screen. */
export const showsVideo = ({ page }: ScreenProps) => videoOf(page) !== undefined;

export function VideoScreen(props: ScreenProps) {
  const { page, route } = props;
  const { site } = useRootData();
  const resize = useImageResize();
  const { pathname, search } = usePageLocation();
  const video = videoOf(page);
  // Not given on the server and while hydrating: ads are the browser's, after hydration.
  const targetingConsent = useConsent(CONSENT_CATEGORIES.targeting);
  // Never: such a page shows on the generic page screen (showsVideo).
  if (!video) return null;

  const title = videoTitle(video);
  const description = videoDescription(video);
  const source = playableSource(video);
  const poster = posterUrl(video, resize);
  const captions = hasCaptions(video) ? captionsPath(site.siteId, video.slug) : undefined;
  const canonical = page.meta.canonicalUrl || tryBuildPath('video', { slug: video.slug });
  const sharePath = tryBuildPath('video-share', { slug: video.slug });
  const sponsored = route.name === 'video-sponsored' || isSponsoredVideo(video);
  const share = route.name === 'video-share';
  const related = componentsOfType(page, 'VideoList').filter(
    (component) => contentLinksOf(component).length > 0,
  );
  const playlist = [
    { id: video.id || video.slug, slug: video.slug, title, url: canonical },
    ...related.flatMap((component) => contentLinksOf(component).map(playlistItem)),
  ];
  const adsSuppressed = videoAdsSuppressed({
    video,
    query: new URLSearchParams(search),
    targetingConsent,
  });
  const structuredData = videoStructuredData(video, site, {
    page: absoluteUrl(canonical || pathname, site.publicUrl) ?? pathname,
    thumbnail: poster,
    content: source?.url,
    embed: sharePath,
  });
  const player = (
    <VideoPlayer video={video} title={title} source={source} poster={poster} captions={captions} />
  );
  const shareUrl = sharePath ? absoluteUrl(sharePath, site.publicUrl) : undefined;

  return (
    <VideoStoreProvider
      key={video.id || video.slug}
      video={video}
      playlist={playlist}
      adsSuppressed={adsSuppressed}
    >
      <article className={styles.root}>
        <PageHead
          title={page.meta.title || title}
          description={page.meta.description || description}
          canonical={canonical}
          social={{ title, description, image: videoImage(video) }}
        />
        <JsonLd data={structuredData} />
        {share ? player : null}
        <header className={styles.header}>
          <h1>{title}</h1>
          {sponsored ? <SponsorDisclosure publicationName={site.publicationName} /> : null}
          <Byline
            author={video.author}
            published={video.datePublished}
            updated={video.dateUpdated}
          />
          <Duration seconds={videoDuration(video)} />
        </header>
        {share ? null : player}
        {description ? <p className={styles.description}>{description}</p> : null}
        {share && shareUrl ? <ShareLink url={shareUrl} /> : null}
        <Transcript video={video} />
        {share && canonical ? (
          <p>
            <SiteLink url={canonical}>More about this video</SiteLink>
          </p>
        ) : null}
        {share
          ? null
          : related.map((component) => (
              <Section
                key={component.name}
                title={componentTitle(component)}
                more={
                  component.list?.viewMoreText && component.list.viewMoreUrl
                    ? { text: component.list.viewMoreText, url: component.list.viewMoreUrl }
                    : undefined
                }
              >
                <StoryList links={contentLinksOf(component)} dense />
              </Section>
            ))}
      </article>
    </VideoStoreProvider>
  );
}
