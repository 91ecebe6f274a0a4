import { featureManagementSchema, type FeatureManagement } from '../contracts/featureFlags.ts';
import type { ApiClient } from './client.ts';

/** GET /api/v1/featureManagement/: the feature flags. */
export function getFeatureManagement(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<FeatureManagement> {
  return client.request(
    'api/v1/featureManagement/',
    featureManagementSchema,
    signal ? { signal } : {},
  );
}
