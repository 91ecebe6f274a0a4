#!/usr/bin/env bash
# The content system's checks (cms/, its own package; issue 32): installed when its lock file
# changed (scripts/cmsInstall.ts), then its lint, types and tests: Payload on SQLite, the
# snapshot the portal reads, the round trip of content-fixtures/, and the staff sign-in
# against the portal's identity provider started in-process. A lane of scripts/test-all.sh;
# also `npm run test:cms`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
node --import tsx scripts/cmsInstall.ts
LINT_CMS=1 npx eslint --max-warnings 0 cms
cd cms
npx tsc -p tsconfig.json --noEmit
npx vitest run
