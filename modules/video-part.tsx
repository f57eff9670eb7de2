import { useSyncExternalStore } from 'react';
import type { Image as ImageData } from '../src/contract/schemas.js';
import { currentConsent, subscribeConsent } from './consent.js';
import { Image } from './image.js';
import { t, type UiLocale } from './ui-strings.js';

/**
 * The Video part (no zod here: it runs inside client islands too). Third-party players are
 * mounted only after third-party cookies are accepted (spec section 4 "Video"); until then a
 * self-hosted poster and the consent message with an accept-and-reload button. The button is
 * handled by the eager runtime (one delegated listener), so it works in static and hydrated
 * markup alike; static gates get their iframe from the runtime, island gates from React.
 */
export interface VideoData {
  provider: 'youtube' | 'vimeo';
  videoId: string;
  title: string;
  poster: ImageData;
}

export function embedUrl(video: Pick<VideoData, 'provider' | 'videoId'>): string {
  const id = encodeURIComponent(video.videoId);
  return video.provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}` : `https://player.vimeo.com/video/${id}?dnt=1`;
}

export function useThirdPartyConsent(): boolean {
  return useSyncExternalStore(subscribeConsent, () => currentConsent() === 'accepted', () => false);
}

/** The poster's `sizes` where the player spans the page's 72rem column (spec 9 image widths). */
const FULL_WIDTH = '(min-width: 76rem) 72rem, 100vw';

/** `sizes`: how wide the player is where it is placed (a hero's or a playlist's column, the page's). */
export function VideoFrame({ video, locale, imageHost, eager = false, sizes = FULL_WIDTH }: { video: VideoData; locale: UiLocale; imageHost: string; eager?: boolean; sizes?: string }) {
  const consented = useThirdPartyConsent();
  return (
    <div className="video" data-part="Video">
      <div className="video__frame" data-consent-src={embedUrl(video)} data-consent-title={video.title}>
        {consented ? (
          <iframe src={embedUrl(video)} title={video.title} loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" referrerPolicy="strict-origin-when-cross-origin" allowFullScreen />
        ) : (
          <>
            <Image image={{ ...video.poster, alt: '' }} host={imageHost} eager={eager} sizes={sizes} />
            <ConsentGate locale={locale} />
          </>
        )}
      </div>
    </div>
  );
}

/** The message and button shown in place of any third-party embed without consent. */
export function ConsentGate({ locale }: { locale: UiLocale }) {
  return (
    <div className="consent-gate">
      <p>{t(locale, 'thirdPartyBlocked')}</p>
      <button type="button" className="button button--primary" data-consent-accept-reload="">{t(locale, 'acceptAndReload')}</button>
    </div>
  );
}
