/** Every constant of the client runtime, with the spec rule it implements. */
import { routeStrings } from '../modules/route-strings.js';

/** Spec 4 "Page transition", 9: the delayed-load signal shows after this wait. */
export const DELAYED_LOAD_MS = 1000;
/** Spec 4 "Page data loading", 9: failures other than 404/500 are retried this many times. */
export const PAGE_DATA_RETRIES = 3;
/** Spec 4 "Prefetch", 9: pages prefetched per batch, and the pause between batches. */
export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_INTERVAL_MS = 3000;
/** Spec 4 "Third-party scripts", 9: fall back to normal scripts if the worker has not started. */
export const PARTYTOWN_TIMEOUT_MS = 10_000;
export const PARTYTOWN_LIB_PATH = '/~partytown/';
/** Spec 4 "Version mismatch", 9: the once-only reload flag lives in session storage. */
export const RELOAD_FLAG_KEY = 'sitegen-build-hash-reload';
/** Spec 4 "Lazy backgrounds", 9. */
export const LAZY_BACKGROUND_OFFSET_PX = 200;
export const DEFAULT_VEIL_OPACITY = 0.5;
/** Spec 9: list and search page sizes, and the programme limit in forms. */
export const LIST_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 10;
export const MAX_PROGRAMS = 3;
/** Spec 4 "After each route change": the announcement's prefix, in the page's language. */
export const NAVIGATED_TO = routeStrings.navigatedTo;
/** Page-data and app-data requests give up after this long (then count as a failure to retry). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Pause before retry n (1-based): n × this. */
export const RETRY_BACKOFF_MS = 200;
/** Spec 4 "Page load failure": logged before the full load of the path. */
export const RESOURCES_NOT_FOUND = (path: string) => `page resources for ${path} not found. Not rendering React`;
/** Spec 8: a streamed response whose connection breaks. */
export const CONNECTION_CLOSED = 'Connection closed.';
/** Spec 4 "Prefetch": no prefetching for crawlers. */
export const BOT_USER_AGENT = /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator/i;
/** Islands below the fold hydrate when they come this close to the viewport. */
export const ISLAND_VISIBLE_MARGIN_PX = 200;
/** Spec 4 (editor mode): the interface language the editor chose, `es` (the default) or `en`. */
export const EDITOR_LANG_KEY = 'sitegen-editor-lang';
/** Spec 4 (editor mode): the page widths of the editor's device switch. */
export const EDITOR_DEVICE_WIDTHS = { phone: 390, tablet: 768 } as const;
