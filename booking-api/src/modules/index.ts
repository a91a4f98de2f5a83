/** Every module of the /api/v1 contract. Each registers its endpoints with `define`. */

import type { Module } from './module'
import { adminModule } from './admin/admin.routes'
import { appointmentsModule } from './appointments/appointments.routes'
import { attachmentsModule } from './attachments/attachments.routes'
import { authModule } from './auth/auth.routes'
import { contactModule } from './contact/contact.routes'
import { doctorSlotsModule } from './doctors/slots.routes'
import { exportsModule } from './exports/exports.routes'
import { healthModule } from './health/health.routes'
import { specialitiesModule } from './specialities/specialities.routes'
import { treatmentsModule } from './treatments/treatments.routes'
import { usersModule } from './users/users.routes'

export type { Module }

export const modules: Module[] = [
  healthModule,
  authModule,
  usersModule,
  contactModule,
  adminModule,
  appointmentsModule,
  exportsModule,
  attachmentsModule,
  doctorSlotsModule,
  treatmentsModule,
  specialitiesModule,
]
