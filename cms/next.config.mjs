import path from 'node:path';
import { withPayload } from '@payloadcms/next/withPayload';

/**
 * The admin imports the portal's shared contracts from outside this folder (the repository
 * is Turbopack's root). Its types are checked by `tsc` in scripts/cms-check.sh, so the build
 * does not check them a second time (a minute of CPU in CI). Turbopack's build cache speeds
 * a rebuild on a developer's machine; CI builds once from nothing, so it writes none there.
 */
export default withPayload({
  experimental: {
    externalDir: true,
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: path.resolve(import.meta.dirname, '..') },
});
