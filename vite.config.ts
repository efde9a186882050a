import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

/** Preloads the first-party font (the latin Nunito woff2) from index.html, with its hashed name. */
function preloadFont(): Plugin {
  return {
    name: 'pawtype:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /nunito-latin-wght-normal-.*\.woff2$/.test(f));
        if (!font) throw new Error('the latin Nunito woff2 is not in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [
    preloadFont(),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // Deferred: the registration script must not block the first paint.
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'PawType',
        short_name: 'PawType',
        description: "Discover your pet's unique personality",
        theme_color: '#C2410C',
        background_color: '#FFF8F0',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Web Push: the notification and its tap (public/push-sw.js; docs/decisions/0047-web-push.md).
        importScripts: ['/push-sw.js'],
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Which chunks each screen loads: the server names a screen's chunks in the page it sends for it
    // (src/server/lib/client-manifest.ts). Not served: dist/client/.vite is left out of the static files.
    manifest: true,
    // Every browser with ES modules but without modulepreload still loads the chunks, only later.
    modulePreload: {
      polyfill: false,
      // The result screen's chunks are named in the page the server sends for /results/{id}, or left to
      // the browser's module loader where its first screen comes drawn in that page (the app needs them
      // only after that screen has painted): the app never appends a modulepreload per chunk for it
      // (one task of DOM insertions on a slow phone; docs/decisions/0057).
      resolveDependencies: (filename, deps) => (/(^|\/)results-page-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The icons three or more screens share, as one chunk (2.5 KiB gzip) instead of one chunk
              // each: /results fetched eleven of them, one by one. Icons fewer screens use stay with
              // those screens (all of them together would be 8.7 KiB, over the first route's budget).
              name: 'icons',
              minShareCount: 3,
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
            },
            {
              // Radix's small shared parts and the radio group, as one chunk instead of seven: a result
              // with a close call loaded them as seven requests, which on HTTP/1.1's six connections
              // held its first paint (docs/decisions/0020-first-load.md). The large components
              // (dialog, menu, toast) keep their own chunks, loaded on first open.
              name: 'radix-base',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(context|presence|use-[a-z-]+|id|collection|compose-refs|primitive|slot|direction|roving-focus|radio-group))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
