import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileAt, tileBounds, RESOLUTIONS } from '../../../shared/map/geo/tileMatrix.ts';
import {
  demoBasemap,
  islandSample,
  lakeSample,
  landSample,
  type Position,
} from './basemap-data.ts';
import { basemapPalettes } from './basemap.ts';
import { soilMoistureClasses, treeHeightClasses } from './demoRasters.ts';
import { mapTileRoutes, type MapTileOptions } from './routes.ts';

const palette = basemapPalettes.topowebb!;
const zoom = 9; // 8 m/px: the lake, its island and open land share one tile

async function tileApp(opts: MapTileOptions = {}, logs?: string[]) {
  const app = Fastify({
    logger: logs
      ? {
          level: 'warn',
          stream: new Writable({
            write(chunk, _encoding, done) {
              logs.push(String(chunk));
              done();
            },
          }),
        }
      : false,
  });
  await app.register(mapTileRoutes, opts);
  await app.ready();
  return app;
}

const lakeTile = tileAt(zoom, { e: lakeSample[0], n: lakeSample[1] });
const lakeTileUrl = `/map/proxy/tiles/topowebb/${zoom}/${lakeTile.row}/${lakeTile.col}.png`;

/** The colour the tile shows at a ground position (RGBA from the decoded PNG). */
function colourAt(png: PNG, [e, n]: Position) {
  const bounds = tileBounds(zoom, lakeTile.row, lakeTile.col);
  const x = Math.floor((e - bounds.minE) / RESOLUTIONS[zoom]!);
  const y = Math.floor((bounds.maxN - n) / RESOLUTIONS[zoom]!);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x).toBeLessThan(256);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y).toBeLessThan(256);
  const i = (y * png.width + x) * 4;
  return [...png.data.subarray(i, i + 3)];
}

describe('the tile proxy without an upstream (offline basemap)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await tileApp();
  });
  afterAll(() => app.close());

  it('draws the lake in blue, its island and the open land in the background colour', async () => {
    const response = await app.inject(lakeTileUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const png = PNG.sync.read(response.rawPayload);
    expect([png.width, png.height]).toEqual([256, 256]);
    expect(colourAt(png, lakeSample)).toEqual([...palette.water]);
    expect(colourAt(png, islandSample)).toEqual([...palette.background]);
    expect(colourAt(png, landSample)).toEqual([...palette.background]);
    // A corner of the estate Norrskogen 1:4: its outline is drawn over everything.
    expect(colourAt(png, [480_100, 6_305_100])).toEqual([...palette.estate]);
  });

  it('draws the toned-down layer in its own colours', async () => {
    const response = await app.inject(lakeTileUrl.replace('topowebb', 'topowebb_nedtonad'));
    expect(response.statusCode).toBe(200);
    const png = PNG.sync.read(response.rawPayload);
    expect(colourAt(png, lakeSample)).toEqual([...basemapPalettes.topowebb_nedtonad!.water]);
  });

  it('answers a tile where the data has nothing with a background-only tile', async () => {
    const response = await app.inject('/map/proxy/tiles/topowebb/13/0/0.png');
    expect(response.statusCode).toBe(200);
    const png = PNG.sync.read(response.rawPayload);
    expect([...png.data.subarray(0, 3)]).toEqual([...palette.background]);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it.each([
    ['an unknown layer', '/map/proxy/tiles/satellit/9/1071/820.png'],
    ['a zoom beyond 13', '/map/proxy/tiles/topowebb/14/0/0.png'],
    ['a column beyond the matrix at zoom 0 (4 × 4 tiles)', '/map/proxy/tiles/topowebb/0/0/4.png'],
    ['a row beyond the matrix at zoom 13', '/map/proxy/tiles/topowebb/13/32768/0.png'],
    ['a negative row', '/map/proxy/tiles/topowebb/5/-1/0.png'],
    ['a number with a leading zero', '/map/proxy/tiles/topowebb/09/1071/820.png'],
    ['another format', '/map/proxy/tiles/topowebb/9/1071/820.jpg'],
    ['no number', '/map/proxy/tiles/topowebb/9/a/820.png'],
  ])('answers 404 problem+json for %s', async (_, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ type: 'notFound', status: 404 });
  });

  it('serves the last tile of the matrix at zoom 13', async () => {
    const response = await app.inject('/map/proxy/tiles/topowebb/13/32767/32767.png');
    expect(response.statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await app.inject(lakeTileUrl);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await app.inject({ url: lakeTileUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');

    const weakInList = await app.inject({
      url: lakeTileUrl,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weakInList.statusCode).toBe(304);

    const stale = await app.inject({ url: lakeTileUrl, headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('gives every tile its own ETag, and a new one when the basemap data changes', async () => {
    const a = await app.inject(lakeTileUrl);
    const b = await app.inject(
      `/map/proxy/tiles/topowebb/${zoom}/${lakeTile.row}/${lakeTile.col + 1}.png`,
    );
    expect(a.headers.etag).not.toBe(b.headers.etag);

    const changed = await tileApp({
      basemap: {
        ...demoBasemap,
        features: demoBasemap.features.filter((f) => f.properties.kind !== 'estate'),
      },
    });
    try {
      const c = await changed.inject(lakeTileUrl);
      expect(c.headers.etag).not.toBe(a.headers.etag);
    } finally {
      await changed.close();
    }
  });
});

describe('the raster layers (tree height, soil moisture) without an upstream: demo rasters', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await tileApp();
  });
  afterAll(() => app.close());

  const landTile = tileAt(zoom, { e: landSample[0], n: landSample[1] });
  const rgbaAt = (png: PNG, [e, n]: Position) => {
    const bounds = tileBounds(zoom, landTile.row, landTile.col);
    const x = Math.floor((e - bounds.minE) / RESOLUTIONS[zoom]!);
    const y = Math.floor((bounds.maxN - n) / RESOLUTIONS[zoom]!);
    const i = (y * png.width + x) * 4;
    return [...png.data.subarray(i, i + 4)];
  };

  it.each([
    ['tradhojd', treeHeightClasses],
    ['markfuktighet', soilMoistureClasses],
  ] as const)(
    'draws a %s tile: a 256 × 256 PNG in its classes, the lake left clear',
    async (layer, classes) => {
      expect(lakeTile).toEqual(landTile); // one tile holds the lake and open land (zoom 9)
      const url = `/map/proxy/tiles/${layer}/${zoom}/${landTile.row}/${landTile.col}.png`;
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const png = PNG.sync.read(response.rawPayload);
      expect([png.width, png.height]).toEqual([256, 256]);
      const land = rgbaAt(png, landSample);
      expect(land[3]).toBe(255);
      expect(classes.map((c) => [...c.colour])).toContainEqual(land.slice(0, 3));
      expect(rgbaAt(png, lakeSample)[3]).toBe(0); // the basemap's water shows through
      // Not one flat colour: the layer has something to say.
      const colours = new Set<string>();
      for (let i = 0; i < png.data.length; i += 4 * 97)
        colours.add(png.data.subarray(i, i + 4).join());
      expect(colours.size).toBeGreaterThan(2);

      const again = await app.inject({ url, headers: { 'if-none-match': response.headers.etag } });
      expect(again.statusCode).toBe(304);
    },
  );

  it('draws the same tile as the same bytes, and a transparent tile far from the demo area', async () => {
    const url = `/map/proxy/tiles/tradhojd/${zoom}/${landTile.row}/${landTile.col}.png`;
    const [first, second] = await Promise.all([
      app.inject(url),
      tileApp().then((other) => other.inject(url).finally(() => other.close())),
    ]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const far = await app.inject('/map/proxy/tiles/markfuktighet/9/100/100.png');
    expect(far.statusCode).toBe(200);
    const png = PNG.sync.read(far.rawPayload);
    expect([png.width, png.height]).toEqual([256, 256]);
    expect(png.data.every((value, i) => i % 4 !== 3 || value === 0)).toBe(true);
  });
});

describe('the tile proxy with an upstream', () => {
  const key = 'top-secret-key-4711';
  const upstreamTile = PNG.sync.write(new PNG({ width: 1, height: 1 }));
  let upstream: FastifyInstance;
  let base: string;
  const seen: { url: string; authorization?: string }[] = [];
  let failNext = 0;

  beforeAll(async () => {
    // A stand-in for the production tile service: a real HTTP server on loopback.
    upstream = Fastify();
    upstream.get<{ Params: { layer: string; z: string; y: string; x: string } }>(
      '/wmts/*',
      async (request, reply) => {
        seen.push({ url: request.url, authorization: request.headers.authorization });
        if (failNext > 0) {
          failNext--;
          return reply.code(500).send({ error: `bad key ${key}` });
        }
        if (request.url.includes('/9/0/0.png')) return reply.code(404).send();
        return reply
          .header('set-cookie', `session=${key}`)
          .header('x-upstream-token', key)
          .type('image/png')
          .send(upstreamTile);
      },
    );
    base = await upstream.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => upstream.close());

  const noKeyIn = (response: { headers: object; rawPayload: Buffer }) => {
    expect(JSON.stringify(response.headers)).not.toContain(key);
    expect(response.rawPayload.toString('latin1')).not.toContain(key);
  };

  it('passes the tile on with the key added on the server side, never in the answer', async () => {
    const app = await tileApp({
      upstream: { urlTemplate: `${base}/wmts/{key}/{layer}/{z}/{y}/{x}.png`, apiKey: key },
    });
    try {
      seen.length = 0;
      const response = await app.inject(lakeTileUrl);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(upstreamTile)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['set-cookie']).toBeUndefined();
      noKeyIn(response);
      expect(seen).toEqual([
        {
          url: `/wmts/${key}/topowebb/${zoom}/${lakeTile.row}/${lakeTile.col}.png`,
          authorization: undefined,
        },
      ]);

      // Cached: the next request and its revalidation do not reach the upstream.
      const etag = response.headers.etag as string;
      const again = await app.inject(lakeTileUrl);
      expect(again.rawPayload.equals(upstreamTile)).toBe(true);
      const revalidated = await app.inject({
        url: lakeTileUrl,
        headers: { 'if-none-match': etag },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(seen).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('passes a raster layer on from its own upstream, and keeps the demo raster for the other', async () => {
    const app = await tileApp({
      rasterUpstreams: {
        tradhojd: { urlTemplate: `${base}/wmts/hojd/{key}/{z}/{y}/{x}.png`, apiKey: key },
      },
    });
    try {
      seen.length = 0;
      const response = await app.inject(
        `/map/proxy/tiles/tradhojd/${zoom}/${lakeTile.row}/${lakeTile.col}.png`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(upstreamTile)).toBe(true);
      noKeyIn(response);
      expect(seen.map((s) => s.url)).toEqual([
        `/wmts/hojd/${key}/${zoom}/${lakeTile.row}/${lakeTile.col}.png`,
      ]);
      const local = await app.inject(
        `/map/proxy/tiles/markfuktighet/${zoom}/${lakeTile.row}/${lakeTile.col}.png`,
      );
      expect(PNG.sync.read(local.rawPayload).width).toBe(256);
      // The basemap has no upstream here either: drawn offline, not asked of the raster's.
      await app.inject(lakeTileUrl);
      expect(seen).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('sends the key as a bearer token when the template has no {key}', async () => {
    const app = await tileApp({
      upstream: { urlTemplate: `${base}/wmts/{layer}/{z}/{y}/{x}.png`, apiKey: key },
    });
    try {
      seen.length = 0;
      const response = await app.inject(lakeTileUrl);
      expect(response.statusCode).toBe(200);
      noKeyIn(response);
      expect(seen[0]?.authorization).toBe(`Bearer ${key}`);
    } finally {
      await app.close();
    }
  });

  it('sends a user:password key as Basic authorization when asked to', async () => {
    const app = await tileApp({
      upstream: {
        urlTemplate: `${base}/wmts/{layer}/{z}/{y}/{x}.png`,
        apiKey: `portal:${key}`,
        auth: 'basic',
      },
    });
    try {
      seen.length = 0;
      const response = await app.inject(lakeTileUrl);
      expect(response.statusCode).toBe(200);
      noKeyIn(response);
      expect(seen[0]?.authorization).toBe(
        `Basic ${Buffer.from(`portal:${key}`).toString('base64')}`,
      );
    } finally {
      await app.close();
    }
  });

  it('asks the upstream once for a tile many members want at the same moment', async () => {
    const app = await tileApp({
      upstream: { urlTemplate: `${base}/wmts/{key}/{layer}/{z}/{y}/{x}.png`, apiKey: key },
    });
    try {
      seen.length = 0;
      const responses = await Promise.all(Array.from({ length: 8 }, () => app.inject(lakeTileUrl)));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(seen).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('answers 404 for a tile the upstream lacks and for tiles outside the matrix', async () => {
    const app = await tileApp({
      upstream: { urlTemplate: `${base}/wmts/{key}/{layer}/{z}/{y}/{x}.png`, apiKey: key },
    });
    try {
      seen.length = 0;
      expect((await app.inject('/map/proxy/tiles/topowebb/9/0/0.png')).statusCode).toBe(404);
      expect((await app.inject('/map/proxy/tiles/topowebb/14/0/0.png')).statusCode).toBe(404);
      expect((await app.inject('/map/proxy/tiles/okänt/9/0/1.png')).statusCode).toBe(404);
      expect(seen).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('answers 502 when the upstream fails, without the key in answer or log, and retries later', async () => {
    const logs: string[] = [];
    const app = await tileApp(
      { upstream: { urlTemplate: `${base}/wmts/{key}/{layer}/{z}/{y}/{x}.png`, apiKey: key } },
      logs,
    );
    try {
      seen.length = 0;
      failNext = 1;
      const failed = await app.inject(lakeTileUrl);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ type: 'internal', status: 502 });
      expect(failed.headers['cache-control']).toBe('no-store');
      noKeyIn(failed);
      expect(logs.join('')).toContain('upstream map tile failed');
      expect(logs.join('')).not.toContain(key);

      const recovered = await app.inject(lakeTileUrl);
      expect(recovered.statusCode).toBe(200);
      expect(seen).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const logs: string[] = [];
    const app = await tileApp(
      // Port 9 (discard) on loopback: nothing listens there.
      { upstream: { urlTemplate: 'http://127.0.0.1:9/{key}/{z}/{y}/{x}.png', apiKey: key } },
      logs,
    );
    try {
      const response = await app.inject(lakeTileUrl);
      expect(response.statusCode).toBe(502);
      noKeyIn(response);
      expect(logs.join('')).not.toContain(key);
    } finally {
      await app.close();
    }
  });
});
