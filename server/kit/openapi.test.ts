import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverAreas } from '../areas.ts';
import { buildOpenApi } from './openapi.ts';

describe('docs/openapi.json', () => {
  it('is what the route tables say today (run `npm run openapi` after changing a table)', () => {
    const written = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(buildOpenApi(serverAreas))));
  });

  it('describes a body with its fields and an area call with its roles', () => {
    const document = buildOpenApi(serverAreas);
    const send = document.paths['/api/v1/support/messages']?.post as Record<string, unknown>;
    expect(send).toMatchObject({
      operationId: 'support.sendMessage',
      'x-roles': { kind: 'and', roles: ['Service_Support_Read', 'Service_Support_Write'] },
    });
    expect(JSON.stringify(send.requestBody)).toContain('"message"');
  });
});
