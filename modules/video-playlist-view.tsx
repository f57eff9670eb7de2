import { useState } from 'react';
import { Image } from './image.js';
import { t, type UiLocale } from './ui-strings.js';
import { VideoFrame, type VideoData } from './video-part.js';

export interface VideoPlaylistViewProps {
  fields: { title: string; videos: { video: VideoData; duration: string }[] };
  root: { 'data-module': string; 'data-editor-id': number };
  locale: UiLocale;
  imageHost: string;
  eager: boolean;
}

/**
 * A player and the list of its videos (VideoPlaylistCard). Choosing a card plays it in the
 * player; the current card is marked with aria-current. Hydrated as an island.
 */
export function VideoPlaylistView({ fields, root, locale, imageHost, eager }: VideoPlaylistViewProps) {
  const [current, setCurrent] = useState(0);
  const playing = fields.videos[current] ?? fields.videos[0]!;
  const headingId = `playlist-${root['data-editor-id']}`;
  return (
    <section {...root} className="video-playlist" aria-labelledby={headingId}>
      <h2 id={headingId}>{fields.title || t(locale, 'videoPlaylist')}</h2>
      <div className="video-playlist__layout">
        <div className="video-playlist__player">
          {/* Two thirds of the 72rem column beside the list from 60rem (styles.css .video-playlist__layout). */}
          <VideoFrame key={current} video={playing.video} locale={locale} imageHost={imageHost} eager={eager} sizes="(min-width: 76rem) 48rem, (min-width: 60rem) 67vw, 100vw" />
          <p className="video-playlist__now" aria-live="polite">{t(locale, 'nowPlaying')}: {playing.video.title}</p>
        </div>
        <ol className="video-playlist__list">
          {fields.videos.map((item, i) => (
            <li key={item.video.videoId} data-part="VideoPlaylistCard" className="video-card">
              <button type="button" className="video-card__button" aria-current={i === current ? 'true' : undefined} onClick={() => setCurrent(i)}>
                <Image image={{ ...item.video.poster, alt: '' }} host={imageHost} sizes="7rem" />
                <span className="video-card__title">{item.video.title}</span>
                {item.duration && <span className="video-card__duration">{item.duration}</span>}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
