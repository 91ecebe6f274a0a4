import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { certificationRoutes } from '../../shared/contracts/certification/routes.ts';

/** The certification calls, one per route of shared/contracts/certification/routes.ts. */
export type CertificationCalls = AreaClient<typeof certificationRoutes>;

export function useCertificationCalls(api: ApiClient): CertificationCalls {
  return useMemo(() => createAreaClient(api, certificationRoutes), [api]);
}
