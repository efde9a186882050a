/**
 * The layers ESLint keeps (eslint.config.js, docs/architecture.md): each breach below is linted as if
 * written in the named file and must fail with its rule's message; the allowed imports next to them pass.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const breaches: [where: string, file: string, source: string, message: RegExp][] = [
  [
    'lib imports a module',
    'src/server/lib/x.ts',
    "import { requireUser } from '#server/modules/auth/guards.ts';",
    /lib, db and plugins/,
  ],
  [
    'db imports a module (relative)',
    'src/server/db/x.ts',
    "import { analyze } from '../modules/analysis/index.ts';",
    /lib, db and plugins/,
  ],
  [
    'a plugin imports a module',
    'src/server/plugins/x.ts',
    "import { SESSION_COOKIE } from '#server/modules/auth/sessions.ts';",
    /lib, db and plugins/,
  ],
  [
    'a module reaches into another (alias)',
    'src/server/modules/boards/x.ts',
    "import { saveImage } from '#server/modules/uploads/images.ts';",
    /public entry/,
  ],
  [
    'a module reaches into another (relative)',
    'src/server/modules/boards/x.ts',
    "import { saveImage } from '../uploads/images.ts';",
    /public entry/,
  ],
  [
    'a feature imports another feature (alias)',
    'src/client/features/admin/x.tsx',
    "import { PostCard } from '#client/features/discussion/post-card.tsx';",
    /another feature/,
  ],
  [
    'a feature imports another feature (relative)',
    'src/client/features/admin/x.tsx',
    "import { PostCard } from '../discussion/post-card.tsx';",
    /another feature/,
  ],
  [
    'a feature imports the app',
    'src/client/features/admin/x.tsx',
    "import { AppRoutes } from '#client/app/router.tsx';",
    /app layer/,
  ],
  [
    'shared client code imports a feature',
    'src/client/api/x.ts',
    "import { draft } from '#client/features/questionnaire/draft.ts';",
    /features or the app/,
  ],
  [
    'the client imports the server',
    'src/client/lib/x.ts',
    "import { route } from '#server/lib/route.ts';",
    /must not import server/,
  ],
  [
    'shared code imports the client',
    'src/shared/rules/x.ts',
    "import { toast } from '#client/components/ui/use-toast.ts';",
    /must not import client/,
  ],
];

const allowed: [where: string, file: string, source: string][] = [
  [
    'a module uses another through its entry',
    'src/server/modules/boards/x.ts',
    "import { saveImage } from '#server/modules/uploads/index.ts';",
  ],
  [
    'a module uses its own files',
    'src/server/modules/boards/x.ts',
    "import { requireBoard } from '#server/modules/boards/repository.ts';\nimport { x } from './repository.ts';",
  ],
  [
    'a module uses lib',
    'src/server/modules/boards/x.ts',
    "import { route } from '#server/lib/route.ts';\nimport { y } from '../../lib/errors.ts';",
  ],
  [
    'a feature uses its own files (alias and relative)',
    'src/client/features/discussion/x.tsx',
    "import { PostCard } from '#client/features/discussion/post-card.tsx';\nimport { y } from './post-feed';\nimport { z } from '../draft';",
  ],
  [
    'a nested feature file uses its feature',
    'src/client/features/questionnaire/steps/x.tsx',
    "import { buildSubmission } from '../submission';",
  ],
  [
    'a feature uses shared client code and rules',
    'src/client/features/admin/x.tsx',
    "import * as adminRoutes from '#shared/routes/admin.generated.ts';\nimport { ADMIN_MESSAGES } from '#shared/rules/admin.ts';",
  ],
];

describe('the layers ESLint keeps', () => {
  // Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
  beforeAll(() => restrictedImports('src/server/lib/x.ts', ''), 60_000);

  it.each(breaches)('fails when %s', async (_where, file, source, message) => {
    const messages = await restrictedImports(file, source);
    expect(messages).toHaveLength(source.split('\n').length);
    for (const m of messages) expect(m).toMatch(message);
  });

  it.each(allowed)('passes when %s', async (_where, file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});
