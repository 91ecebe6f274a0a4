import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import {
  measuredTimberSchema,
  serviceMapSchema,
  serviceOrderCountSchema,
  serviceOrderDetailsSchema,
  serviceOrderListSchema,
  serviceOrderQuerySchema,
} from '../ordered-services.ts';
import { defineRoutes, memberRead } from '../routes.ts';

/**
 * §2.2: production needs Service_Production_Read plus the MemberProduction flag; measured
 * timber (`inmatt`) and the map need their own flag as well (AssortmentReport,
 * MemberProductionMap), as their pages do.
 */
const readCall = {
  ...memberRead(requires.single('Service_Production_Read')),
  flags: requires.single('MemberProduction'),
} as const;

// Any string: a number that is no order of the effective member answers 404 like one that
// does not exist.
const orderParams = z.object({ serviceOrderNumber: z.string() });

/**
 * Ordered services (timber-production-map §2.2, §3, §4, §9). The spec shows no calls; these
 * are ours (shared/contracts/ordered-services/README.md). Everything is the effective
 * member's, and only orders signed on or after 2020-03-15.
 */
export const orderedServicesRoutes = defineRoutes({
  listServiceOrders: {
    ...readCall,
    path: '/api/v1/ordered-services',
    summary:
      "One tab (active or finished) of the member's work orders, searched, filtered and sorted in the server; 50 a page (`offset`), with the query's total and each tab's count.",
    query: serviceOrderQuerySchema,
    response: serviceOrderListSchema,
  },
  countServiceOrders: {
    ...readCall,
    path: '/api/v1/ordered-services/count',
    summary: "How many work orders the query matches (the filter modal's live count).",
    query: serviceOrderQuerySchema,
    response: serviceOrderCountSchema,
  },
  getServiceOrder: {
    ...readCall,
    path: '/api/v1/ordered-services/{serviceOrderNumber}',
    summary:
      'A work order: treatment, worker, area, agreement, signing, volume, steps, manager, links and its treatment units.',
    params: orderParams,
    response: serviceOrderDetailsSchema,
  },
  getMeasuredTimber: {
    ...readCall,
    path: '/api/v1/ordered-services/{serviceOrderNumber}/measured-timber',
    summary:
      "The work order's measured timber: each measurement with its log bill, and totals per assortment.",
    params: orderParams,
    flags: requires.and('MemberProduction', 'AssortmentReport'),
    response: measuredTimberSchema,
    problems: ['timberDataUnavailable'],
  },
  getServiceMap: {
    ...readCall,
    path: '/api/v1/ordered-services/{serviceOrderNumber}/map',
    summary:
      "The work order's treatment units as polygons and its harvesting site information as points (EPSG:3006).",
    params: orderParams,
    flags: requires.and('MemberProduction', 'MemberProductionMap'),
    response: serviceMapSchema,
  },
});
