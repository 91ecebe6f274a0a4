import { featureManagementSchema } from '../featureFlags.ts';
import { defineRoutes } from '../routes.ts';

/** Feature flags (platform §7), from the content system (content-fixtures/feature-flags.json). */
export const featureRoutes = defineRoutes({
  getFeatureManagement: {
    method: 'GET',
    path: '/api/v1/featureManagement/',
    summary: 'The feature flags.',
    response: featureManagementSchema,
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: true,
  },
});
