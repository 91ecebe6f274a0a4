import type { FastifyRequest } from 'fastify';
import { versionFromIfMatch } from '../../shared/contracts/contactDetails.ts';
import { platformProblem } from './problem.ts';

/**
 * The version an edit was based on, from its If-Match (DESIGN: edits that can collide carry
 * a version); 428 versionRequired when none is named. The write compares it under its lock
 * and answers 412 versionConflict when the row has moved on.
 */
export function requiredVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const version = versionFromIfMatch(typeof header === 'string' ? header : null);
  if (version === null) throw platformProblem('versionRequired');
  return version;
}
