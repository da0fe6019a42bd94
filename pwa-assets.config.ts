/**
 * The installable app's icons (web app manifest, decision 0089), made from the MindSpace mark
 * (src/web/public/favicon.svg) by `npm run icons` into src/web/public: any-purpose icons at 192
 * and 512 pixels, maskable ones (the mark inside the safe zone on its own indigo, so a launcher's
 * circle or squircle never cuts the heart) and the 180-pixel icon iOS uses.
 */
import { defineConfig } from '@vite-pwa/assets-generator/config';

const INDIGO = '#4f46e5';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [192, 512], favicons: [] },
    maskable: { sizes: [192, 512], padding: 0.12, resizeOptions: { background: INDIGO } },
    apple: { sizes: [180], padding: 0.12, resizeOptions: { background: INDIGO } },
  },
  images: ['src/web/public/favicon.svg'],
});
