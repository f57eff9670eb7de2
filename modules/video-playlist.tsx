import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { Island } from './island.js';
import { VideoPartSchema } from './video.js';
import { VideoPlaylistView, type VideoPlaylistViewProps } from './video-playlist-view.js';

export const VideoPlaylistSchema = z.object({
  title: z.string().default(''),
  videos: z.array(z.object({ video: VideoPartSchema, duration: z.string().default('') })).min(1),
});

export function VideoPlaylist({ fields, root, context }: ModuleProps<z.infer<typeof VideoPlaylistSchema>>) {
  const props: VideoPlaylistViewProps = { fields, root, locale: context.locale, imageHost: context.imageHost, eager: context.isFirstImage() };
  return <Island name="VideoPlaylist" props={props}><VideoPlaylistView {...props} /></Island>;
}
