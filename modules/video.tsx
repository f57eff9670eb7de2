import * as z from 'zod';
import { ImageSchema, RichTextSchema, type ModuleProps } from './fields.js';
import { VideoFrame } from './video-part.js';

const VIDEO_ID = /^[A-Za-z0-9_-]{4,32}$/;

/** Fields of the Video part wherever it appears (Video, FullVideo, FeaturedAudiovisual, HeroVideo, VideoPlaylist). */
export const VideoPartSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  videoId: z.string().regex(VIDEO_ID, 'a YouTube or Vimeo video id (letters, digits, - and _)'),
  title: z.string().min(1, 'a title for the player (screen readers announce it)'),
  poster: ImageSchema,
});

export const VideoSchema = z.object({ video: VideoPartSchema, caption: z.string().default('') });

/** A single third-party video in the content column. */
export function Video({ fields, root, context }: ModuleProps<z.infer<typeof VideoSchema>>) {
  return (
    <figure {...root} className="video-module">
      <VideoFrame video={fields.video} locale={context.locale} imageHost={context.imageHost} eager={context.isFirstImage()} />
      {fields.caption && <figcaption>{fields.caption}</figcaption>}
    </figure>
  );
}

export const FullVideoSchema = z.object({ title: z.string().default(''), video: VideoPartSchema });

/** A video across the full width of the page. */
export function FullVideo({ fields, root, context }: ModuleProps<z.infer<typeof FullVideoSchema>>) {
  return (
    <section {...root} className="full-video" {...(fields.title ? { 'aria-label': fields.title } : {})}>
      {fields.title && <h2 className="visually-hidden">{fields.title}</h2>}
      <VideoFrame video={fields.video} locale={context.locale} imageHost={context.imageHost} eager={context.isFirstImage()} />
    </section>
  );
}

export const FeaturedAudiovisualSchema = z.object({
  title: z.string().min(1),
  text: RichTextSchema.default(''),
  video: VideoPartSchema,
  videoPosition: z.enum(['left', 'right']).default('right'),
});

/** A video beside a title and text. */
export function FeaturedAudiovisual({ fields, root, context }: ModuleProps<z.infer<typeof FeaturedAudiovisualSchema>>) {
  return (
    <section {...root} className={`split split--media-${fields.videoPosition}`}>
      <div className="split__text">
        <h2>{fields.title}</h2>
        {fields.text && <div className="rich-text" dangerouslySetInnerHTML={{ __html: fields.text }} />}
      </div>
      <div className="split__media">
        <VideoFrame video={fields.video} locale={context.locale} imageHost={context.imageHost} eager={context.isFirstImage()} sizes="(min-width: 960px) 50vw, 100vw" />
      </div>
    </section>
  );
}

export const HeroVideoSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().default(''),
  video: VideoPartSchema,
});

/** The video hero: the page's h1 and the video (consent-gated like every third-party player). */
export function HeroVideo({ fields, root, context }: ModuleProps<z.infer<typeof HeroVideoSchema>>) {
  const id = `hero-${root['data-editor-id']}`;
  return (
    <section {...root} className="hero hero--video" aria-labelledby={id}>
      <div className="hero__text">
        <h1 id={id}>{fields.title}</h1>
        {fields.subtitle && <p className="hero__subtitle">{fields.subtitle}</p>}
      </div>
      {/* Beside the title from 60rem (styles.css .hero--video: 1fr 1.3fr of the 72rem column). */}
      <VideoFrame video={fields.video} locale={context.locale} imageHost={context.imageHost} eager={context.isFirstImage()} sizes="(min-width: 76rem) 41rem, (min-width: 60rem) 57vw, 100vw" />
    </section>
  );
}
