import type { FastifyReply } from 'fastify';

/**
 * The reply of every PDF route: the file saved under `fileName`, named twice, in
 * Content-Disposition for a plain link and in x-filename for the portal's download helper
 * (shared/api/downloadPdf.ts reads it, as the spec's helper does). The route's Cache-Control
 * is the kit's no-store (registerRoutes), as for every member's answer.
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('x-filename', fileName)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}
