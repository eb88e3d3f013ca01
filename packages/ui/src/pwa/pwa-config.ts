/**
 * The options every app gives vite-plugin-pwa (ARCHITECTURE §8 "Installable apps"), as plain data so that the
 * three vite.config.ts share them: a French manifest with the brand's icons, and a Workbox worker (generateSW)
 * that precaches the app shell and waits for « Actualiser » before taking over (registerType 'prompt').
 */

/** The brand's teal (packages/ui tokens: --ui-color-primary-fill) and the page surface. */
export const PWA_THEME_COLOR = '#0f766e';
export const PWA_BACKGROUND_COLOR = '#ffffff';

/**
 * Navigations never answered with the cached index.html: the hosting rewrites to a function (the e-mail tracking
 * endpoint; the portal's booking page, whose HTML comes with its restaurant, and its review page, whose HTML comes
 * with its form's top), Firebase's reserved paths and API
 * paths, in case a host serves them on the app's origin.
 */
export const NAVIGATE_FALLBACK_DENYLIST: RegExp[] = [
  /^\/track(?:[/?]|$)/,
  /^\/reservation\/[^/?]+\/?(?:\?|$)/,
  /^\/review\/[^/?]+\/[^/?]+\/?(?:\?|$)/,
  /^\/__\//,
  /^\/api\//,
];

export interface AppManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

/** The subset of vite-plugin-pwa's options this project sets (structurally its `Partial<VitePWAOptions>`). */
export interface AppPwaOptions {
  registerType: 'prompt';
  injectRegister: false;
  strategies: 'generateSW';
  filename: string;
  includeAssets: string[];
  manifest: {
    name: string;
    short_name: string;
    description: string;
    lang: string;
    dir: 'ltr';
    start_url: string;
    scope: string;
    display: 'standalone';
    orientation?: 'any';
    theme_color: string;
    background_color: string;
    icons: ManifestIcon[];
  };
  workbox: {
    globPatterns: string[];
    navigateFallback: string;
    navigateFallbackDenylist: RegExp[];
    cleanupOutdatedCaches: boolean;
    clientsClaim: boolean;
    skipWaiting: boolean;
    maximumFileSizeToCacheInBytes: number;
  };
}

export const PWA_ICONS: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function appPwaOptions(texts: AppManifestTexts): AppPwaOptions {
  return {
    registerType: 'prompt',
    // The apps register /sw.js themselves (packages/ui useServiceWorkerUpdate: the 30-s check and the banner).
    injectRegister: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    includeAssets: ['icons/apple-touch-icon.png'],
    manifest: {
      name: texts.name,
      short_name: texts.shortName,
      description: texts.description,
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: PWA_THEME_COLOR,
      background_color: PWA_BACKGROUND_COLOR,
      icons: PWA_ICONS,
    },
    workbox: {
      // The shell: index.html, the bundles, styles, icons and fonts (source maps stay on the network).
      globPatterns: ['**/*.{js,css,html,png,svg,ico,woff2,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
      cleanupOutdatedCaches: true,
      // The first installation controls the open page at once (offline from the first visit); a later version
      // waits for « Actualiser » (SKIP_WAITING message) instead of replacing the running one.
      clientsClaim: true,
      skipWaiting: false,
      maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    },
  };
}
