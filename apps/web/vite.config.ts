import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The Central server the dev server forwards API calls to; `npm start` serves it on port 3000. */
const server = process.env.CENTRAL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': server,
      '/pwa': server,
      '/notification': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into one chunk. Left to itself, the bundler re-cuts those
          // modules into small shared chunks whenever a lazy area is added, and /sign-in pays for each cut.
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
});
