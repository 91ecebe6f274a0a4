import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { requireCaller, requireRoles } from '../api/auth.ts';
import { HttpProblem } from '../http/problem.ts';
import { validated } from '../http/validatedReply.ts';
import {
  fieldErrors,
  supportMessageCreatedSchema,
  supportMessageRequestSchema,
  supportRoles,
  type SupportMessageRequest,
} from '../../shared/contracts/support.ts';
import { storeSupportMessage } from './messages.ts';

/** The form's rules, as the form checks them; any broken rule answers 400 with every message. */
export function parseSupportMessage(body: unknown): SupportMessageRequest {
  // A missing or non-object body is an empty form: each field then says what it needs.
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const parsed = supportMessageRequestSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpProblem(
      400,
      'validation',
      'Meddelandet kunde inte skickas. Rätta uppgifterna och försök igen.',
      fieldErrors(parsed.error),
    );
  }
  return parsed.data;
}

/**
 * Skogsägarsupport (platform §2, §5): POST /api/v1/support/messages stores the message for
 * the member it concerns and answers 201 { id, createdAt }. Needs Service_Support_Read and
 * Service_Support_Write, of the proxy when one is used.
 */
export async function supportRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.post('/api/v1/support/messages', async (request, reply) => {
    const caller = requireCaller(request);
    requireRoles(caller, ...supportRoles);
    const message = parseSupportMessage(request.body);
    const stored = await storeSupportMessage(opts.db, caller, message);
    return reply
      .code(201)
      .header('Cache-Control', 'no-store')
      .send(
        validated(supportMessageCreatedSchema, {
          id: stored.id,
          createdAt: stored.createdAt.toISOString(),
        }),
      );
  });
}
