import { toJSONSchema } from 'zod/v4/core';
import type { z } from 'zod/mini';
import {
  idNotFoundOf,
  pathParameterNames,
  type RouteSpec,
  type RouteTable,
} from '../../shared/contracts/routes.ts';
import { uuidPattern } from '../../shared/validation/uuid.ts';
import { platformProblems } from '../../shared/contracts/problem.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a zod/mini schema as the client sends it (input) or receives it (output). */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const problemResponse = {
  description: 'problem+json (RFC 9457); `type` is the error code',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

function operation(spec: RouteSpec, name: string, area: string) {
  const parameters: JsonSchema[] = [];
  const paramsSchema = spec.params ? jsonSchema(spec.params, 'input') : undefined;
  const paramProps = (paramsSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const param of pathParameterNames(spec.path)) {
    const shape = (spec.params as { shape?: Record<string, unknown> } | undefined)?.shape;
    // A row's id (uuidParam): the server refuses any other form, as an unknown id.
    const id = idNotFoundOf(shape?.[param]) ? { pattern: uuidPattern.source } : {};
    parameters.push({
      name: param,
      in: 'path',
      required: true,
      schema: { ...(paramProps[param] ?? { type: 'string' }), ...id },
    });
  }
  if (spec.query) {
    const query = jsonSchema(spec.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [param, schema] of Object.entries(
      (query.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      parameters.push({ name: param, in: 'query', required: required.has(param), schema });
    }
  }
  if (spec.proxy === 'allowed') {
    parameters.push({
      name: 'X-User-Id',
      in: 'header',
      required: false,
      description: 'Act for the member who gave the caller an active proxy',
      schema: { type: 'string', format: 'uuid' },
    });
  }
  if (spec.idempotency === 'required') {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'Same key and body: the same answer, one effect',
      schema: { type: 'string', maxLength: 200 },
    });
  }

  const status = String(spec.status ?? 200);
  const success = spec.file
    ? { description: 'The file', content: { 'application/octet-stream': {} } }
    : spec.response
      ? {
          description: 'OK',
          content: { 'application/json': { schema: jsonSchema(spec.response, 'output') } },
        }
      : { description: 'No content' };
  return {
    operationId: `${area}.${name}`,
    summary: spec.summary,
    tags: [area],
    ...(spec.access === 'member' ? {} : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
          },
        }
      : {}),
    responses: { [status]: success, default: problemResponse },
    'x-roles': spec.roles,
    ...(spec.flags ? { 'x-feature-flags': spec.flags } : {}),
    'x-proxy': spec.proxy,
    'x-impersonation': spec.impersonation,
    ...(spec.problems?.length ? { 'x-problems': spec.problems } : {}),
  };
}

/** The OpenAPI 3.1 document of every route table (docs/openapi.json, `npm run openapi`). */
export function buildOpenApi(areas: readonly { name: string; tables: readonly RouteTable[] }[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const area of areas) {
    for (const table of area.tables) {
      for (const [name, spec] of Object.entries(table)) {
        paths[spec.path] ??= {};
        paths[spec.path]![spec.method.toLowerCase()] = operation(spec, name, area.name);
      }
    }
  }
  const sortedPaths = Object.fromEntries(
    Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mina sidor: member API',
      version: '1',
      description:
        'Generated from the route tables in shared/contracts/<area>/routes.ts by `npm run openapi`. ' +
        'x-roles: the role requirement on the effective profile; x-feature-flags: the flags ' +
        'that must be on (else 403 featureOff), in the same requirement kinds; x-proxy: whether X-User-Id ' +
        'acts for a proxy giver; x-impersonation: whether staff may call it while impersonating.',
    },
    paths: sortedPaths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status'],
          properties: {
            type: { type: 'string', enum: Object.keys(platformProblems) },
            title: { type: 'string' },
            status: { type: 'integer' },
            errors: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'Field (dotted zod path, or _form) -> Swedish message',
            },
          },
        },
      },
    },
    security: [{ bearer: [] }],
  };
}
