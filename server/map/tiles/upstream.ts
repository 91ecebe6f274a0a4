/**
 * Fetches tiles from the production tile service (Lantmäteriet's WMTS or any service with
 * the same matrix). The URL template and key are server settings: the key is put into the
 * upstream request here and never into an answer, a log line or an error message.
 */
export interface UpstreamConfig {
  /**
   * The tile URL with {layer}, {z}, {y} (row) and {x} (column), and {key} where the service
   * wants its key in the URL (Lantmäteriet's token API). Without {key}, the key goes in the
   * Authorization header (see `auth`).
   */
  urlTemplate: string;
  apiKey?: string;
  /**
   * How a key outside the URL is sent: `bearer` (default) as `Bearer <key>`; `basic` takes
   * the key as `user:password` (Lantmäteriet's Geotorget accounts) and sends it Base64.
   */
  auth?: 'bearer' | 'basic';
  /** Give up on a tile after this long (default 10 s). */
  timeoutMs?: number;
}

export interface TileAddress {
  layer: string;
  z: number;
  row: number;
  col: number;
}

export type UpstreamResult =
  | { kind: 'tile'; body: Buffer; contentType: string }
  | { kind: 'missing' }
  | { kind: 'failed'; reason: string };

/** Tiles are small; anything bigger is not a tile. */
const maxTileBytes = 4 * 1024 * 1024;
/** Raster types only: an SVG from upstream, served from our origin, could run script. */
const tileTypes = ['image/png', 'image/jpeg', 'image/webp'];

export function upstreamUrl(config: UpstreamConfig, tile: TileAddress): string {
  const values: Record<string, string> = {
    layer: encodeURIComponent(tile.layer),
    z: String(tile.z),
    y: String(tile.row),
    x: String(tile.col),
    key: encodeURIComponent(config.apiKey ?? ''),
  };
  return config.urlTemplate.replace(/\{(layer|z|y|x|key)\}/g, (_, name: string) => values[name]!);
}

export async function fetchUpstreamTile(
  config: UpstreamConfig,
  tile: TileAddress,
): Promise<UpstreamResult> {
  const headers: Record<string, string> = { accept: 'image/png,image/*;q=0.8' };
  if (config.apiKey && !config.urlTemplate.includes('{key}')) {
    headers.authorization =
      config.auth === 'basic'
        ? `Basic ${Buffer.from(config.apiKey).toString('base64')}`
        : `Bearer ${config.apiKey}`;
  }
  let response: Response;
  try {
    response = await fetch(upstreamUrl(config, tile), {
      headers,
      redirect: 'follow',
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    // Only the error's kind: its message may quote the URL, and the URL may hold the key.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: 'failed', reason: code ?? (error as Error).name };
  }
  // A service that answers 204 or 404 for a tile it has not drawn: no tile there.
  if (response.status === 404 || response.status === 204) {
    await response.body?.cancel();
    return { kind: 'missing' };
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const declaredLength = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !tileTypes.includes(contentType) || declaredLength > maxTileBytes) {
    await response.body?.cancel();
    return { kind: 'failed', reason: `status ${response.status} ${contentType}` };
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > maxTileBytes) return { kind: 'failed', reason: 'too large' };
  return { kind: 'tile', body, contentType };
}
