import { requires } from '../../access/requirements.ts';
import { defineRoutes } from '../routes.ts';
import {
  supportMessageCreatedSchema,
  supportMessageRequestSchema,
  supportRoles,
} from '../support.ts';

/** Skogsägarsupport (platform §2, §5, §9). */
export const supportRoutes = defineRoutes({
  sendMessage: {
    method: 'POST',
    path: '/api/v1/support/messages',
    summary: 'Send a question to the cooperative; stored for the member it concerns.',
    body: supportMessageRequestSchema,
    response: supportMessageCreatedSchema,
    status: 201,
    access: 'member',
    roles: requires.and(...supportRoles),
    proxy: 'allowed',
    impersonation: true,
  },
});
