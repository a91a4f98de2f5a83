import * as migration_20261122_040004_initial from './20261122_040004_initial';
import * as migration_20261122_051054_booking from './20261122_051054_booking';
import * as migration_20261122_111353_appointment_indexes from './20261122_111353_appointment_indexes';
import * as migration_20261125_140002_outbox from './20261125_140002_outbox';
import * as migration_20261125_173157_object_storage from './20261125_173157_object_storage';
import * as migration_20261125_174625_status_workflow from './20261125_174625_status_workflow';
import * as migration_20261125_180007_reminders from './20261125_180007_reminders';
import * as migration_20261125_180330_reschedule from './20261125_180330_reschedule';
import * as migration_20261125_203738_coordinator_audit from './20261125_203738_coordinator_audit';
import * as migration_20261125_205921_desk from './20261125_205921_desk';
import * as migration_20261125_214215_privacy from './20261125_214215_privacy';
import * as migration_20261126_003423_patient_experience from './20261126_003423_patient_experience';
import * as migration_20261126_081854_drafts from './20261126_081854_drafts';
import * as migration_20261126_083919_provider_figures from './20261126_083919_provider_figures';
import * as migration_20261126_120451_editor_forms from './20261126_120451_editor_forms';
import * as migration_20261126_151518_doctor_drafts from './20261126_151518_doctor_drafts';

export const migrations = [
  {
    up: migration_20261122_040004_initial.up,
    down: migration_20261122_040004_initial.down,
    name: '20261122_040004_initial',
  },
  {
    up: migration_20261122_051054_booking.up,
    down: migration_20261122_051054_booking.down,
    name: '20261122_051054_booking',
  },
  {
    up: migration_20261122_111353_appointment_indexes.up,
    down: migration_20261122_111353_appointment_indexes.down,
    name: '20261122_111353_appointment_indexes',
  },
  {
    up: migration_20261125_140002_outbox.up,
    down: migration_20261125_140002_outbox.down,
    name: '20261125_140002_outbox',
  },
  {
    up: migration_20261125_173157_object_storage.up,
    down: migration_20261125_173157_object_storage.down,
    name: '20261125_173157_object_storage',
  },
  {
    up: migration_20261125_174625_status_workflow.up,
    down: migration_20261125_174625_status_workflow.down,
    name: '20261125_174625_status_workflow',
  },
  {
    up: migration_20261125_180007_reminders.up,
    down: migration_20261125_180007_reminders.down,
    name: '20261125_180007_reminders',
  },
  {
    up: migration_20261125_180330_reschedule.up,
    down: migration_20261125_180330_reschedule.down,
    name: '20261125_180330_reschedule',
  },
  {
    up: migration_20261125_203738_coordinator_audit.up,
    down: migration_20261125_203738_coordinator_audit.down,
    name: '20261125_203738_coordinator_audit',
  },
  {
    up: migration_20261125_205921_desk.up,
    down: migration_20261125_205921_desk.down,
    name: '20261125_205921_desk',
  },
  {
    up: migration_20261125_214215_privacy.up,
    down: migration_20261125_214215_privacy.down,
    name: '20261125_214215_privacy',
  },
  {
    up: migration_20261126_003423_patient_experience.up,
    down: migration_20261126_003423_patient_experience.down,
    name: '20261126_003423_patient_experience',
  },
  {
    up: migration_20261126_081854_drafts.up,
    down: migration_20261126_081854_drafts.down,
    name: '20261126_081854_drafts',
  },
  {
    up: migration_20261126_083919_provider_figures.up,
    down: migration_20261126_083919_provider_figures.down,
    name: '20261126_083919_provider_figures',
  },
  {
    up: migration_20261126_120451_editor_forms.up,
    down: migration_20261126_120451_editor_forms.down,
    name: '20261126_120451_editor_forms',
  },
  {
    up: migration_20261126_151518_doctor_drafts.up,
    down: migration_20261126_151518_doctor_drafts.down,
    name: '20261126_151518_doctor_drafts'
  },
];
