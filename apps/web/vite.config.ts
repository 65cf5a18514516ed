import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * What the sign-in form needs beyond the boot chunk and that panel pages use too: validation (yup), masks (imask),
 * Fluent's Field, Input and MessageBar, and the app's form pieces.
 */
const FORM_PACKAGES = [
  ...['yup', 'property-expr', 'tiny-case', 'toposort', 'imask', 'react-imask'],
  ...['field', 'label', 'input', 'message-bar', 'link'].map((name) => `@fluentui/react-${name}`),
];
const FORM_SOURCES = [
  ...['MaskedInput', 'CpfCnpjInput', 'PasswordInput', 'FormMessage', 'form-styles', 'visually-hidden', 'RouterLink'].map((name) => `components/${name}`),
  ...['lib/use-yup-form', 'lib/yup-fields', 'lib/storage', 'features/notifications/notification-prompt'],
];

function isFormModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (FORM_PACKAGES.some((name) => path.includes(`/node_modules/${name}/`))) return true;
  const source = /\/apps\/web\/src\/(.+)\.tsx?$/.exec(path)?.[1];
  return source !== undefined && FORM_SOURCES.includes(source);
}

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
          // Everything the entry imports statically goes into one chunk, and what forms share into one more. Left to
          // itself, the bundler re-cuts those modules into small shared chunks whenever a lazy area starts using
          // some of them, and /sign-in pays for each cut.
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'forms', test: isFormModule },
          ],
        },
      },
    },
  },
});
