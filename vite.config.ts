/// <reference types="vitest/config" />
import { defineConfig, type Alias } from 'vite';

/**
 * What members download runs on preact/compat; development runs real React 19.
 * Exact-match regexes: a plain 'react' key would also rewrite 'react-dom'.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // wouter and @nanostores/react import the shim; preact/compat already has useSyncExternalStore.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

const domTests = ['tests/**/*.test.{ts,tsx}'];
const notDomTests = ['tests/server/**', 'tests/e2e/**', 'tests/build/**', 'tests/bench/**'];

export default defineConfig(({ command }) => {
  // EGG_RUNTIME=react builds the same code on react-dom (benchmark only; never shipped).
  const shipPreact = command === 'build' && process.env.EGG_RUNTIME !== 'react';
  return {
    resolve: { alias: shipPreact ? preactAliases : [] },
    build: {
      // WeChat's WebViews: iOS WKWebView from iOS 14, Android XWeb (Chromium 87+).
      target: ['es2020', 'safari14', 'chrome87'],
      outDir: process.env.EGG_OUT_DIR || 'dist',
      cssCodeSplit: true,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      // tests/build reads it to check the budget covers exactly what a first visit downloads
      manifest: true,
    },
    server: {
      host: '127.0.0.1',
      proxy: process.env.EGG_API_PROXY
        ? Object.fromEntries(
            ['/api', '/wechat', '/oss', '/dev'].map((p) => [p, { target: process.env.EGG_API_PROXY }]),
          )
        : undefined,
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'react',
            env: { TEST_RUNTIME: 'react' },
            environment: 'happy-dom',
            include: domTests,
            exclude: notDomTests,
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          resolve: {
            alias: [
              ...preactAliases,
              { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            ],
          },
          test: {
            name: 'preact',
            env: { TEST_RUNTIME: 'preact' },
            environment: 'happy-dom',
            include: domTests,
            exclude: notDomTests,
            setupFiles: ['tests/setup.ts'],
            // Without inlining, wouter would load real React under Preact.
            server: { deps: { inline: ['wouter', '@nanostores/react', '@testing-library/preact'] } },
          },
        },
        {
          extends: true,
          test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'] },
        },
        {
          extends: true,
          test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
        },
      ],
    },
  };
});
