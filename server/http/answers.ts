import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  platformProblems,
  problemContentType,
  problemTitle,
  type PlatformProblemType,
  type Problem,
} from '../../shared/contracts/problem.ts';
import { HttpProblem, sendProblem } from '../kit/problem.ts';

/**
 * What every answer of the portal server carries, and how errors become problem+json
 * (RFC 9457) with the shared catalogue's type and Swedish title, whatever raised them:
 * a handler's HttpProblem, Fastify itself (400, 404, 413, 415 …) or Node's HTTP parser
 * (431 and other client errors, before Fastify sees a request).
 */

/** Seconds a 429 asks the client to wait when the thrower did not say. */
export const defaultRetryAfterSeconds = 60;
/** One year; sent only when the portal is served over HTTPS. */
export const hstsValue = 'max-age=31536000';

function platformTypeFor(status: number): PlatformProblemType {
  switch (status) {
    case 400:
      return 'validation';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 413:
      return 'payloadTooLarge';
    case 429:
      return 'rateLimited';
    case 431:
      return 'headersTooLarge';
    case 503:
      return 'serviceOffline';
    default:
      return status < 500 ? 'validation' : 'internal';
  }
}

/** The problem of an error no handler turned into one (Fastify's own, or a crash). */
export function problemForStatus(status: number): Problem {
  const type = platformTypeFor(status);
  return { type, title: problemTitle(platformProblems[type]), status };
}

export function errorHandler(
  error: FastifyError | HttpProblem,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpProblem) {
    for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
    return sendProblem(reply, {
      type: error.type,
      title: error.title,
      status: error.status,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  const status = error.statusCode ?? 500;
  const known = status >= 400 && status < 600 ? status : 500;
  if (known >= 500) request.log.error(error);
  return sendProblem(reply, problemForStatus(known));
}

/**
 * Node's HTTP parser refused the request (headers too large: 431; a malformed request: 400;
 * too slow: 408): answer problem+json on the socket, as Fastify's default does in JSON.
 */
export function clientErrorHandler(
  error: Error & { code?: string },
  socket: Socket,
  sendHsts = false,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  if (socket.writable) {
    const body = JSON.stringify(problemForStatus(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: ${problemContentType}; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\n` +
        (sendHsts ? `Strict-Transport-Security: ${hstsValue}\r\n` : '') +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Headers of every answer: nosniff; HSTS when served over HTTPS; `WWW-Authenticate: Bearer`
 * on an API 401 that has none (RFC 6750 §3); Retry-After on a 429 that has none.
 */
export function answerHeaders(app: FastifyInstance, options: { https: boolean }) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (options.https) reply.header('Strict-Transport-Security', hstsValue);
    // Bearer challenges belong to the token-protected API, not the sign-in pages' 401.
    const api = request.url.startsWith('/api/');
    if (api && reply.statusCode === 401 && !reply.hasHeader('WWW-Authenticate')) {
      reply.header('WWW-Authenticate', 'Bearer');
    }
    if (reply.statusCode === 429 && !reply.hasHeader('Retry-After')) {
      reply.header('Retry-After', String(defaultRetryAfterSeconds));
    }
  });
}
