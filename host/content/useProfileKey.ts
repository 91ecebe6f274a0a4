import { useStore } from '@nanostores/react';
import { useBridge } from '../context.tsx';

/**
 * Who the content is for: the signed-in member and the proxy in use. Part of every cache key,
 * so what one member or profile saw is never shown to the next, even before a cache clear.
 */
export function useProfileKey(): string {
  const bridge = useBridge();
  const sub = useStore(bridge.auth).user?.sub ?? 'anonymous';
  const proxyUserId = useStore(bridge.proxy).userId ?? 'me';
  return `${sub}:${proxyUserId}`;
}
