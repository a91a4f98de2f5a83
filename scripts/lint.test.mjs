/**
 * The lint rules that hold the architecture (eslint.config.js, docs/architecture.md) fail on a
 * planted violation and pass the same code written the right way.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const eslint = new ESLint({ cwd: root })

const errorsOf = async (code, file) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId)
}

test.each([
  [
    'booking-api/src/modules/auth/planted.ts',
    "import { LIMITS } from '../../../../cms/src/auth/throttle'\nexport { LIMITS }\n",
  ],
  ['seed/src/planted.ts', "import config from '../../cms/src/payload.config'\nexport { config }\n"],
  [
    'web/src/features/account/planted.ts',
    "import { passwordChecks } from '../../../../cms/src/auth/password'\nexport { passwordChecks }\n",
  ],
  ['booking-api/tests/planted.test.ts', "const m = await import('../../cms/src/auth/throttle')\nexport { m }\n"],
  ['booking-api/tests/typed.test.ts', "export type L = typeof import('../../cms/src/auth/throttle').LIMITS\n"],
  ['cms/src/dynamic.ts', "export const m = () => import('../../seed/src/data/globals')\n"],
  ['cms/src/planted.ts', "import { app } from '../../booking-api/src/app'\nexport { app }\n"],
])('a relative import into another workspace fails lint: %s', async (file, code) => {
  const rule = code.includes('import(') ? 'no-restricted-syntax' : 'no-restricted-imports'
  expect(await errorsOf(code, file)).toStrictEqual([rule])
})

test.each([
  ['web/src/features/booking/planted.ts', "import { useLang } from '../../app/LangGuard'\nexport { useLang }\n"],
  ['web/src/lib/planted.ts', "import { x } from '../features/booking/fileRules'\nexport { x }\n"],
  ['web/src/components/planted.tsx', "import { x } from '../app/routes'\nexport { x }\n"],
])("the site's layers point one way (app → features → lib, components): %s", async (file, code) => {
  expect(await errorsOf(code, file)).toStrictEqual(['no-restricted-imports'])
})

test("the booking API's routes reach Payload only through their service", async () => {
  const code = "export const m = (payload) => payload.find({ collection: 'users' })\n"
  expect(await errorsOf(code, 'booking-api/src/modules/users/planted.routes.ts')).toStrictEqual([
    'no-restricted-syntax',
  ])
  expect(await errorsOf(code, 'booking-api/src/modules/users/planted.service.ts')).toStrictEqual([])
  const upward = "import { usersModule } from './users.routes'\nexport { usersModule }\n"
  expect(await errorsOf(upward, 'booking-api/src/modules/users/planted.service.ts')).toStrictEqual([
    'no-restricted-imports',
  ])
})

test('the same import by package name passes', async () => {
  const code = "import { LIMITS } from '@medtour/cms/auth/throttle'\nexport { LIMITS }\n"
  expect(await errorsOf(code, 'booking-api/src/modules/auth/planted.ts')).toStrictEqual([])
  const inside = "import { config } from '../../config'\nexport { config }\n"
  expect(await errorsOf(inside, 'booking-api/src/modules/auth/planted.ts'), 'within a workspace').toStrictEqual([])
})
