// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from './consent.js';
import { renderModule } from './test-helpers.js';
import { FeaturedAudiovisual, FeaturedAudiovisualSchema, FullVideo, FullVideoSchema, HeroVideo, HeroVideoSchema, Video, VideoSchema } from './video.js';
import { embedUrl } from './video-part.js';
import { VideoPlaylist, VideoPlaylistSchema } from './video-playlist.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const video = { provider: 'youtube', videoId: 'edteCampus01', title: 'A day on campus', poster: { url: '/img/demo/video/a.jpg', width: 1920, height: 1080 } };

describe('third-party video (Video, FullVideo, FeaturedAudiovisual, HeroVideo)', () => {
  it.each([
    ['Video', Video, VideoSchema, { video, caption: 'Caption' }],
    ['FullVideo', FullVideo, FullVideoSchema, { title: 'Tour', video }],
    ['FeaturedAudiovisual', FeaturedAudiovisual, FeaturedAudiovisualSchema, { title: 'Learning by doing', video }],
    ['HeroVideo', HeroVideo, HeroVideoSchema, { title: 'Web development', video }],
  ] as const)('%s shows the poster and the consent message, never the iframe, without consent', (name, Component, schema, fields) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const { container } = renderModule(Component as any, schema, fields, { name });
    expect(container.firstElementChild!.getAttribute('data-module')).toBe(name);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('To view this content you need to accept third-party cookies.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept and reload' }).hasAttribute('data-consent-accept-reload')).toBe(true);
    const frame = container.querySelector('[data-consent-src]')!;
    expect(frame.getAttribute('data-consent-src')).toBe('https://www.youtube-nocookie.com/embed/edteCampus01');
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('says it in Spanish on Spanish pages', () => {
    renderModule(Video, VideoSchema, { video }, { context: { locale: 'es_ES' } });
    expect(screen.getByText('Para ver este contenido debes aceptar las cookies de terceros.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar y recargar' })).toBeTruthy();
  });

  it('mounts the player, titled, once third-party cookies are accepted', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    const { container } = renderModule(Video, VideoSchema, { video });
    const iframe = container.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/edteCampus01');
    expect(iframe.getAttribute('title')).toBe('A day on campus');
    expect(screen.queryByText(/accept third-party cookies/)).toBeNull();
  });

  it('a rejection keeps the gate', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'rejected');
    const { container } = renderModule(Video, VideoSchema, { video });
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('builds privacy-friendly embed URLs and refuses odd video ids', () => {
    expect(embedUrl({ provider: 'vimeo', videoId: '12345678' })).toBe('https://player.vimeo.com/video/12345678?dnt=1');
    expect(() => VideoSchema.parse({ video: { ...video, videoId: '"><script>' } })).toThrow();
    expect(() => VideoSchema.parse({ video: { ...video, title: '' } })).toThrow();
  });
});

describe('VideoPlaylist with VideoPlaylistCards', () => {
  const fields = { title: 'Life at EDTE', videos: [{ video, duration: '3:12' }, { video: { ...video, videoId: 'edteLabsVR02', title: 'The VR lab' }, duration: '4:05' }] };

  it('plays the chosen card in the player and marks it current', () => {
    const { container } = renderModule(VideoPlaylist, VideoPlaylistSchema, fields, { name: 'VideoPlaylist' });
    const cards = container.querySelectorAll('[data-part="VideoPlaylistCard"] button');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(cards[1]!);
    expect(cards[1]!.getAttribute('aria-current')).toBe('true');
    expect(cards[0]!.hasAttribute('aria-current')).toBe(false);
    expect(container.querySelector('[data-consent-src]')!.getAttribute('data-consent-src')).toContain('edteLabsVR02');
    expect(screen.getByText('Now playing: The VR lab')).toBeTruthy();
  });
});
