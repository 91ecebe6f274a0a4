import { withPayload } from '@payloadcms/next/withPayload';

/** The admin imports the portal's shared contracts from outside this folder. */
export default withPayload({ experimental: { externalDir: true } });
