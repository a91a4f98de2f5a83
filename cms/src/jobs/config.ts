/** Payload's jobs queue, as the portal uses it (docs/jobs.md). */
import { type Config, _internal_jobSystemGlobals } from 'payload'

import { hasRole } from '../access/roles'
import { sendMessageTask } from './delivery'
import { sendReminderTask } from './reminders'
import { buildDataExportTask } from '../privacy/exportData'
import * as clock from '../shared/clock'
// Every server process loads this config: each follows a test stack's clock file (test flag only).
import '../shared/clockFile'

// Payload's queue asks this hook what time it is (which jobs are due: a scheduled publication's,
// a reminder's): it asks the one clock, so a test stack that moves the clock moves the queue too.
_internal_jobSystemGlobals.getCurrentDate = clock.now

type JobsConfig = NonNullable<Config['jobs']>

const admin = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as never, 'ROLE_ADMIN')

export const jobs: JobsConfig = {
  tasks: [sendMessageTask, sendReminderTask, buildDataExportTask],
  // The worker process runs jobs (npm start, docker-compose `worker`); nothing is run from a
  // request, and no one queues or runs jobs over HTTP.
  access: { run: () => false, queue: () => false, cancel: admin },
  // Done jobs go; their message keeps the record. Failed ones stay (dead letters).
  deleteJobOnComplete: true,
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: {
      singular: { en: 'Background job', ar: 'مهمة في الخلفية' },
      plural: { en: 'Background jobs', ar: 'المهام في الخلفية' },
    },
    access: { ...defaultJobsCollection.access, read: admin },
    admin: {
      ...defaultJobsCollection.admin,
      group: { en: 'System', ar: 'النظام' },
      hidden: ({ user }) => !hasRole(user as never, 'ROLE_ADMIN'),
    },
  }),
}
