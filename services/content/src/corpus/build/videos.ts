import type { Video, VideoFile } from '@bytewire/contracts';
import { VIDEO_CLIPS } from '../../videos/clips';
import type { Prng } from '../prng';
import { HOW_TOS } from '../text/how-to';
import { TOPIC_PROSE } from '../text/topic-prose';
import { fill, lowerFirst, slugify, uniqueSlug } from '../text-utils';
import type { ArticleFactory } from './article-factory';
import type { GenContext } from './context';
import { partRng } from './context';
import type { DateAllocator } from './dates';
import { describeArt, productArt, topicArt } from './art';
import { makeImage } from './images';
import { productSentences, productValues } from './product-text';
import type { CatalogProduct } from './products';

const PRODUCT_VIDEO_COUNT = 14;
const HOW_TO_VIDEO_COUNT = 10;
const PRODUCT_TITLES = [
  'Unboxing the {product}',
  '{product}: 5 things to know before you buy',
  'Is the {product} worth it? Our video review',
  '{product} hands-on: first impressions',
];

const EXPLAINERS: readonly { title: string; description: string; topic: string }[] = [
  {
    title: 'What is Wi-Fi 7, and do you need it?',
    description: 'The new Wi-Fi standard explained, and who should upgrade now.',
    topic: 'networking',
  },
  {
    title: 'Passkeys explained in two minutes',
    description: 'How passkeys replace passwords and why they cannot be phished.',
    topic: 'password-manager',
  },
  {
    title: 'How a ransomware attack unfolds',
    description: 'From the first phishing email to the ransom note, step by step.',
    topic: 'ransomware',
  },
  {
    title: 'Mini-LED vs. OLED: What is the difference?',
    description: 'Two TV technologies compared in plain language.',
    topic: 'tvs',
  },
  {
    title: 'Why your phone battery gets worse over time',
    description: 'Battery chemistry, charging habits and what actually helps.',
    topic: 'smartphones',
  },
  {
    title: 'What Matter means for your smart home',
    description: 'The standard that lets devices from different brands work together.',
    topic: 'smart-home',
  },
];

interface VideoPlan {
  title: string;
  description: string;
  topic: string;
  lines: string[];
  imageWord: string;
  /** The product a product video shows: its poster is that product. */
  product?: CatalogProduct;
}

/** Thirty videos: product videos, how-to videos and explainers, with files of every type. */
export function buildVideos(
  ctx: GenContext,
  factory: ArticleFactory,
  products: readonly CatalogProduct[],
  dates: DateAllocator,
  taken: Set<string>,
): Video[] {
  const rng = partRng(ctx, 'videos');
  const pub = ctx.publicationName;
  const physical = products.filter(
    (p) =>
      p.price > 0 &&
      p.category.reviewable &&
      !['vpn', 'password-manager'].includes(p.category.topic),
  );
  const plans: VideoPlan[] = [
    ...rng
      .shuffle(physical)
      .slice(0, PRODUCT_VIDEO_COUNT)
      .map((product, i) => {
        const values = productValues(product, pub);
        return {
          title: fill(PRODUCT_TITLES[i % PRODUCT_TITLES.length], values),
          description: `${product.pros[0]}, ${lowerFirst(product.pros[1])} and one thing we would change. We take a close look at the ${product.name}.`,
          topic: product.category.topic,
          lines: productSentences(product).map((s) => fill(s, values)),
          imageWord: product.category.imageWord,
          product,
        };
      }),
    ...rng.sample(HOW_TOS, HOW_TO_VIDEO_COUNT).map((howTo) => ({
      title: `Watch: How to ${howTo.task}`,
      description: howTo.dek,
      topic: howTo.topic2 ?? howTo.topic,
      lines: howTo.steps.map((s) => s.replace('|', '. ')),
      imageWord: `${howTo.topic}-how-to`,
    })),
    ...EXPLAINERS.map((e) => ({
      ...e,
      lines: [e.description, ...(TOPIC_PROSE[e.topic] ?? [])],
      imageWord: e.topic,
    })),
  ];
  return plans.map((plan, v) => video(rng, ctx, factory, dates, taken, plan, v));
}

function video(
  rng: Prng,
  ctx: GenContext,
  factory: ArticleFactory,
  dates: DateAllocator,
  taken: Set<string>,
  plan: VideoPlan,
  v: number,
): Video {
  const id = rng.uuid();
  const slug = uniqueSlug(slugify(plan.title), taken);
  const itemDates = dates.next();
  const author = factory.authorFor(plan.topic);
  // One draw, like the random duration it replaced, so that every later draw stays put.
  const duration = rng.pick(VIDEO_CLIPS).seconds;
  const posterArt = plan.product
    ? productArt(plan.product.look, 'poster', id)
    : topicArt(plan.topic, id, 'poster');
  const image = makeImage(rng, {
    name: `${plan.imageWord}-video`,
    alt: describeArt(posterArt, plan.product?.name),
    credits: `${author.firstName} ${author.lastName}/${ctx.publicationName}`,
    shape: 'hero',
    created: itemDates.published,
    art: posterArt,
  });
  const files = videoFiles(rng, ctx.siteId, slug, itemDates.published, duration, v);
  const best =
    files.find((f) => f.type === 'Downloadable') ?? files.find((f) => f.format === 'mpeg4');
  const clear = files.find((f) => f.type === 'HLS_CLEAR') ?? files.find((f) => f.type === 'HLS');
  const mpxRefId = `bw-${id.slice(0, 8)}`;
  return {
    id,
    slug,
    typeName: 'video',
    edition: 'us',
    title: plan.title,
    headline: plan.title,
    description: plan.description,
    duration,
    files,
    manifestUrl: clear?.url,
    mp4Url: best?.url,
    mp4Width: best?.width,
    mp4Height: best?.height,
    mp4: best?.url,
    mpxRefId,
    imageUrl: image.imageUrl,
    // The platform gives some videos a bare image path rather than an image object; their
    // promo image is the record (which the image service finds the picture by).
    ...(v % 10 === 9 ? { image: image.path, promoImage: image } : { image }),
    suppressAds: v % 13 === 6 ? true : v % 3 === 0 ? undefined : false,
    author,
    topics: [{ ...factory.topic(plan.topic), primary: true }],
    datePublished: itemDates.datePublished,
    dateUpdated: itemDates.dateUpdated,
    displayDatePublished: itemDates.datePublished,
    displayDateUpdated: itemDates.dateUpdated,
    collections: [],
    tags: [],
    metaData: {
      collection: `${ctx.publicationName} Video`,
      duration,
      mpxId: String(rng.int(1000000000, 2000000000)),
      mpxRefId,
      promoTitle: plan.title,
      promoDescription: plan.description,
      ratingVChip: 'TV-G',
      section: 'video',
      status: v % 4 === 0 ? undefined : 'LIVE',
    },
    transcripts: [
      {
        id: rng.uuid(),
        videoId: id,
        format: 'webvtt',
        process: 'human-reviewed',
        source: 'captions',
        typeName: 'video_transcript',
        data: webVtt(rng.sample(plan.lines, Math.min(plan.lines.length, 8)), duration),
      },
    ],
  };
}

/**
 * The files of one video. Most have clear HLS; some only HLS renditions (one as m3u), some
 * no HLS at all; every one has mp4s (wifi, downloadable, some HDS). One video's clear HLS is
 * a plain http:// URL, which players must ignore, and one has an untyped mpeg4 file.
 *
 * URLs are site-relative, under /placeholder/video/{slug}/, where this API serves the video's
 * sample clip (the one `duration` is the length of, videos/clips.ts) for each of them
 * (placeholder/sample-video.controller.ts), so that pages play with no outside host; the
 * http:// file points at a media host that does not resolve.
 */
function videoFiles(
  rng: Prng,
  siteId: string,
  slug: string,
  published: Date,
  duration: number,
  v: number,
): VideoFile[] {
  const month = published.toISOString().slice(0, 7).replace('-', '/');
  const base = `/placeholder/video/${slug}`;
  const insecure = `http://media.${siteId}.example/video/${month}/${slug}`;
  const file = (
    f: Omit<VideoFile, 'id' | 'typeName' | 'duration' | 'language' | 'channels'>,
  ): VideoFile => ({
    id: rng.uuid(),
    typeName: 'content_video_file',
    duration,
    language: 'en',
    channels: 2,
    ...f,
  });
  const files: VideoFile[] = [];
  if (v % 6 !== 4) {
    const url = `${base}/clear/master.m3u8`;
    files.push(
      file({
        type: 'HLS_CLEAR',
        format: 'm3u8',
        url: v === 7 ? `${insecure}/clear/master.m3u8` : url,
        streamingUrl: url,
        videoFormat: 'hls',
        codecs: 'avc1.640028,mp4a.40.2',
        device: 'all',
      }),
    );
  }
  if (v % 5 !== 3) {
    for (const [kbps, height] of [
      [1200, 480],
      [3000, 720],
      [6000, 1080],
    ] as const) {
      files.push(
        file({
          type: 'HLS',
          format: v % 4 === 1 && kbps === 1200 ? 'm3u' : 'm3u8',
          url: `${base}/hls/${kbps}k.m3u8`,
          width: Math.round((height * 16) / 9),
          height,
          videoBitrate: kbps * 1000,
          audioBitrate: 128000,
          videoFormat: 'hls',
          device: 'all',
        }),
      );
    }
  }
  files.push(
    file({
      type: 'WIFI',
      format: 'mpeg4',
      url: `${base}/${slug}_720p.mp4`,
      width: 1280,
      height: 720,
      videoBitrate: 2500000,
      audioBitrate: 128000,
      frameRate: 29.97,
      size: duration * 330000,
      videoFormat: 'mp4',
      codecs: 'avc1.64001f,mp4a.40.2',
      device: 'desktop',
    }),
  );
  if (v % 3 === 0) {
    files.push(
      file({
        type: 'HDS',
        format: 'mpeg4',
        url: `${base}/hds/${slug}_1080p.mp4`,
        width: 1920,
        height: 1080,
        videoBitrate: 4500000,
        audioBitrate: 192000,
        frameRate: 29.97,
        videoFormat: 'mp4',
        device: 'desktop',
      }),
    );
  }
  files.push(
    file({
      type: 'Downloadable',
      format: 'mpeg4',
      url: `${base}/${slug}_1080p.mp4`,
      downloadUrl: `${base}/${slug}_1080p.mp4?download=1`,
      sourceUrl: `${base}/source/${slug}.mov`,
      width: 1920,
      height: 1080,
      videoBitrate: 5000000,
      audioBitrate: 192000,
      frameRate: 29.97,
      size: duration * 650000,
      videoFormat: 'mp4',
      codecs: 'avc1.640028,mp4a.40.2',
      device: 'all',
    }),
  );
  if (v === 11) {
    files.push(
      file({
        type: '',
        format: 'mpeg4',
        url: `${base}/${slug}_480p.mp4`,
        width: 854,
        height: 480,
        videoBitrate: 900000,
        videoFormat: 'mp4',
        device: 'mobile',
      }),
    );
  }
  return files;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const s = Math.floor((ms % 60000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** WebVTT captions: one cue per line, spread over the start of the video. */
function webVtt(lines: readonly string[], duration: number): string {
  const slot = Math.min(8, duration / Math.max(1, lines.length));
  const cues = lines.map((line, i) => {
    const text = line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return `${i + 1}\n${timestamp(i * slot + 0.5)} --> ${timestamp((i + 1) * slot)}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
