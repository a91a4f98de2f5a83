/** The audit stage's verdict on npm audit's JSON report (npm 10's shape). */
import { judge } from './audit.mjs'

const report = (vulnerabilities) => ({ auditReportVersion: 2, vulnerabilities, metadata: {} })
const advisory = (name, severity) => ({ name, severity, isDirect: false, via: [], effects: [], range: '*' })

test('a high or critical advisory fails the run unless it is listed with a reason', () => {
  const found = report({
    lodash: advisory('lodash', 'critical'),
    semver: advisory('semver', 'high'),
    debug: advisory('debug', 'moderate'),
  })
  expect(judge(found, {}).status).toBe('failed')
  expect(judge(found, { lodash: 'only in the seed, never served' }).status).toBe('failed')
  const allowed = judge(found, { lodash: 'only in the seed', semver: 'not reachable' })
  expect(allowed.status).toBe('passed')
  expect(allowed.lines[0]).toBe('npm audit --omit=dev: 2 high/critical (2 listed as not applying)')
  expect(judge(report({ debug: advisory('debug', 'moderate') }), {}).status).toBe('passed')
})

test('no verdict from the registry is "NOT checked", never a pass', () => {
  const refused = judge({ error: { code: 'E405', summary: '405 Method Not Allowed' } }, {})
  expect(refused.status).toBe('unchecked')
  expect(refused.lines[0]).toMatch(/NOT checked.*405 Method Not Allowed/)
  expect(judge(null, {}, 'npm error audit endpoint returned an error\n').status).toBe('unchecked')
})
