// The element harness from the sources, today and without a build:
//   node --import tsx tests/harness/serve.ts        (HARNESS_PORT, default 8090)
// then open http://localhost:8090/harness/test-element. Vite's dev server compiles the
// TSX on request and reloads on save; each element is imported from its source folder.
// The built portal serves the same page at /harness/<name> (docs/element-harness.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { elementEntries } from '../../scripts/elementEntries.ts';
import { harnessElementsId, type HarnessPageData } from './page.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.HARNESS_PORT ?? 8090);
/** A running portal (npm start) that answers the API and map tiles for the elements. */
const portal = process.env.HARNESS_PORTAL ?? 'http://localhost:8080';

function page(data: HarnessPageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Elementharness</title>
<script type="application/json" id="${harnessElementsId}">${json}</script>
<script type="module" src="/tests/harness/main.tsx"></script>
</head>
<body><div id="root"></div></body>
</html>`;
}

const server = await createServer({
  configFile: false,
  root,
  // Its own dependency cache, apart from any other Vite use in the repository.
  cacheDir: path.join(root, 'node_modules/.vite-harness'),
  plugins: [
    react(),
    {
      name: 'element-harness-pages',
      configureServer(dev) {
        dev.middlewares.use((request, response, next) => {
          const url = request.url ?? '/';
          if (url === '/' || url.startsWith('/?')) {
            response.writeHead(302, { Location: '/harness/' }).end();
            return;
          }
          if (!/^\/harness(\/|$)/.test(url)) return next();
          // Read on every request, so a new element folder shows without a restart.
          const elements = elementEntries(root);
          const data: HarnessPageData = {
            elements: elements.map((e) => e.name),
            sources: Object.fromEntries(elements.map((e) => [e.name, `/${e.entry}`])),
          };
          dev
            .transformIndexHtml(url, page(data))
            .then((html) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(html))
            .catch(next);
        });
      },
    },
  ],
  // Known up front, so the first visit does not reload the page when Vite finds them.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@r2wc/react-to-web-component',
      '@nanostores/react',
      'nanostores',
      'zod/mini',
      'intl-messageformat',
    ],
  },
  resolve: { alias: { '@portal/bridge': path.join(root, 'shared/bridge/index.ts') } },
  server: {
    port,
    strictPort: true,
    // Elements call the member API and the tile proxy; a running portal answers them.
    proxy: { '/api': portal, '/map': portal, '/content-images': portal },
  },
  logLevel: 'info',
});
await server.listen();
console.log(`Element harness: http://localhost:${port}/harness/`);
