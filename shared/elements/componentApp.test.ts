import { describe, expect, it } from 'vitest';
import { bridgeVersion } from '../bridge/types.ts';
import { getComponentApp } from './componentApp.ts';
import { ElementLoadError } from './elementLoadError.ts';

const answering =
  (body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('getComponentApp', () => {
  const app = { fileName: 'portal-support-abc123.js', integrity: 'sha384-x' };

  it('accepts an element built against the page’s bridge, and one that predates the field', async () => {
    expect(await getComponentApp('/c/', answering({ ...app, bridgeVersion }))).toEqual({
      ...app,
      bridgeVersion,
    });
    expect(await getComponentApp('/c/', answering(app))).toEqual(app);
  });

  it('refuses an element built against another bridge, so its block fails alone', async () => {
    const error = await getComponentApp(
      '/c/',
      answering({ ...app, bridgeVersion: bridgeVersion + 1 }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ElementLoadError);
    expect((error as ElementLoadError).reason).toBe('bridgeVersion');
  });
});
