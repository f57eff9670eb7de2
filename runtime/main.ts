import { startConsent } from './consent.js';
import { hydrateIslands } from './islands.js';
import { startLazyBackgrounds } from './lazy-backgrounds.js';
import { startMenus } from './menus.js';

/**
 * The eager runtime, loaded by every page as a deferred module: consent and third-party
 * embeds, header submenus, lazy backgrounds, then the islands (React and the views load only when present).
 */
startConsent();
startMenus();
startLazyBackgrounds();
void hydrateIslands();
