import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendProblem } from '../../kit/problem.ts';
import { demoBasemap, type BasemapData } from './basemap-data.ts';
import { basemapPalettes, blankTile, encodePng, prepareBasemap, renderTile } from './basemap.ts';
import {
  encodeRgbaPng,
  isRasterLayer,
  prepareDemoRasters,
  rasterLayers,
  renderRasterTile,
  transparentTile,
  type RasterLayerName,
} from './demoRasters.ts';
import { LruCache } from './lru.ts';
import { isInMatrix } from '../../../shared/map/geo/tileMatrix.ts';
import {
  fetchUpstreamTile,
  type TileAddress,
  type UpstreamConfig,
  type UpstreamResult,
} from './upstream.ts';

export interface MapTileOptions {
  /** The production tile service; unset serves the offline basemap. */
  upstream?: UpstreamConfig;
  /**
   * The production services of the raster layers (tree height, soil moisture), each on its
   * own; a layer without one is drawn from the demo rasters (demoRasters.ts).
   */
  rasterUpstreams?: Partial<Record<RasterLayerName, UpstreamConfig>>;
  /** What the offline basemap draws (default: the demo area, basemap-data.ts). */
  basemap?: BasemapData;
  /** Layer names the proxy answers (default: the basemap's two and the raster layers). */
  layers?: readonly string[];
  /** Tiles kept in memory (default 2000 tiles, at most 64 MB). */
  cache?: { maxTiles?: number; maxBytes?: number };
}

export const defaultTileLayers = ['topowebb', 'topowebb_nedtonad', ...rasterLayers] as const;
export const tileCacheControl = 'public, max-age=86400';

interface CachedTile {
  body: Buffer;
  contentType: string;
  etag: string;
  bytes: number;
}

interface TileParams {
  layer: string;
  z: string;
  y: string;
  x: string;
}

// Canonical numbers only (no leading zeros), so one tile has one URL and one cache entry.
const zPattern = /^(0|[1-9]\d?)$/;
const rowPattern = /^(0|[1-9]\d{0,6})$/;
const colPattern = /^(0|[1-9]\d{0,6})\.png$/;

const hash = (input: string | Buffer) =>
  createHash('sha256').update(input).digest('base64url').slice(0, 27);

/** RFC 9110 If-None-Match: weak comparison, a list, or "*". */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const tileNotFound = (reply: FastifyReply) =>
  sendProblem(reply, { type: 'notFound', title: 'Det du söker finns inte.', status: 404 });

/**
 * GET /map/proxy/tiles/{layer}/{z}/{y}/{x}.png: map tiles in the WMTS matrix of
 * Lantmäteriet's topographic map in SWEREF 99 TM (row y before column x, as WMTS). Passes
 * tiles on from the configured upstream with its key added here, or, with no upstream,
 * draws them from a local dataset. Anonymous and public: a basemap holds nothing personal
 * (the offline demo data is made up). Tiles are kept in an in-memory LRU cache; that cache
 * is the only state, so any number of processes can serve tiles.
 */
export async function mapTileRoutes(app: FastifyInstance, opts: MapTileOptions) {
  const layers = new Set<string>(opts.layers ?? defaultTileLayers);
  const cache = new LruCache<CachedTile>(
    opts.cache?.maxTiles ?? 2000,
    opts.cache?.maxBytes ?? 64 * 1024 * 1024,
  );
  const basemap = prepareBasemap(opts.basemap ?? demoBasemap);
  const rasters = prepareDemoRasters(opts.basemap ?? demoBasemap);
  let transparent: Buffer | undefined;
  const blanks = new Map<string, Buffer>();
  const inflight = new Map<string, Promise<UpstreamResult>>();

  const send = (reply: FastifyReply, status: number, etag: string) =>
    reply
      .code(status)
      .header('ETag', etag)
      .header('Cache-Control', tileCacheControl)
      .header('X-Content-Type-Options', 'nosniff');

  /** The offline basemap: ETag from the address and data version, so 304 needs no drawing. */
  function basemapTile(layer: string, z: number, row: number, col: number, key: string) {
    const etag = `"${hash(`${key}@${basemap.version}`)}"`;
    return {
      etag,
      load: (): Buffer => {
        const cached = cache.get(key);
        if (cached) return cached.body;
        const palette = basemapPalettes[layer] ?? basemapPalettes.topowebb!;
        const raster = renderTile(basemap, palette, z, row, col);
        if (!raster) {
          // Most of the matrix is empty here: one shared blank tile, kept out of the LRU.
          let blank = blanks.get(layer);
          if (!blank) blanks.set(layer, (blank = blankTile(palette)));
          return blank;
        }
        const body = encodePng(raster);
        cache.set(key, { body, contentType: 'image/png', etag, bytes: body.length });
        return body;
      },
    };
  }

  /** A demo raster layer's tile, cached and tagged like the basemap's. */
  function rasterTile(layer: RasterLayerName, z: number, row: number, col: number, key: string) {
    const etag = `"${hash(`${key}@${rasters.version}`)}"`;
    return {
      etag,
      load: (): Buffer => {
        const cached = cache.get(key);
        if (cached) return cached.body;
        const pixels = renderRasterTile(rasters, layer, z, row, col);
        if (!pixels) return (transparent ??= transparentTile());
        const body = encodeRgbaPng(pixels);
        cache.set(key, { body, contentType: 'image/png', etag, bytes: body.length });
        return body;
      },
    };
  }

  const upstreamOf = (layer: string) =>
    isRasterLayer(layer) ? opts.rasterUpstreams?.[layer] : opts.upstream;

  /** One upstream request per tile at a time, however many members ask for it. */
  function fetchOnce(upstream: UpstreamConfig, key: string, tile: TileAddress) {
    let pending = inflight.get(key);
    if (!pending) {
      pending = fetchUpstreamTile(upstream, tile).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  app.get<{ Params: TileParams }>('/map/proxy/tiles/:layer/:z/:y/:x', async (request, reply) => {
    const { layer, z: zText, y: rowText, x: colText } = request.params;
    const wellFormed =
      layers.has(layer) &&
      zPattern.test(zText) &&
      rowPattern.test(rowText) &&
      colPattern.test(colText);
    if (!wellFormed) return tileNotFound(reply);
    const z = Number(zText);
    const row = Number(rowText);
    const col = Number.parseInt(colText, 10);
    if (!isInMatrix({ zoom: z, row, col })) return tileNotFound(reply);
    const key = `${layer}/${z}/${row}/${col}`;
    const ifNoneMatch = request.headers['if-none-match'];

    const upstream = upstreamOf(layer);
    if (!upstream) {
      const tile = isRasterLayer(layer)
        ? rasterTile(layer, z, row, col, key)
        : basemapTile(layer, z, row, col, key);
      if (etagMatches(ifNoneMatch, tile.etag)) return send(reply, 304, tile.etag).send();
      return send(reply, 200, tile.etag).type('image/png').send(tile.load());
    }

    let cached = cache.get(key);
    if (!cached) {
      const result = await fetchOnce(upstream, key, { layer, z, row, col });
      if (result.kind === 'missing') return tileNotFound(reply);
      if (result.kind === 'failed') {
        request.log.warn({ tile: key, reason: result.reason }, 'upstream map tile failed');
        return sendProblem(reply.header('Cache-Control', 'no-store'), {
          type: 'internal',
          title: 'Kartbilden kunde inte hämtas. Försök igen om en stund.',
          status: 502,
        });
      }
      cached = {
        body: result.body,
        contentType: result.contentType,
        etag: `"${hash(result.body)}"`,
        bytes: result.body.length,
      };
      cache.set(key, cached);
    }
    if (etagMatches(ifNoneMatch, cached.etag)) return send(reply, 304, cached.etag).send();
    return send(reply, 200, cached.etag).type(cached.contentType).send(cached.body);
  });
}
