import * as migration_20261122_040010_initial from './20261122_040010_initial';
import * as migration_20261122_051108_booking from './20261122_051108_booking';
import * as migration_20261122_111302_appointment_indexes from './20261122_111302_appointment_indexes';
import * as migration_20261125_135958_outbox from './20261125_135958_outbox';
import * as migration_20261125_173154_object_storage from './20261125_173154_object_storage';
import * as migration_20261125_174621_status_workflow from './20261125_174621_status_workflow';
import * as migration_20261125_180001_reminders from './20261125_180001_reminders';
import * as migration_20261125_180326_reschedule from './20261125_180326_reschedule';
import * as migration_20261125_203732_coordinator_audit from './20261125_203732_coordinator_audit';
import * as migration_20261125_205915_desk from './20261125_205915_desk';
import * as migration_20261125_214205_privacy from './20261125_214205_privacy';
import * as migration_20261126_003400_patient_experience from './20261126_003400_patient_experience';
import * as migration_20261126_081845_drafts from './20261126_081845_drafts';
import * as migration_20261126_120441_editor_forms from './20261126_120441_editor_forms';
import * as migration_20261126_151515_doctor_drafts from './20261126_151515_doctor_drafts';

export const migrations = [
  {
    up: migration_20261122_040010_initial.up,
    down: migration_20261122_040010_initial.down,
    name: '20261122_040010_initial',
  },
  {
    up: migration_20261122_051108_booking.up,
    down: migration_20261122_051108_booking.down,
    name: '20261122_051108_booking',
  },
  {
    up: migration_20261122_111302_appointment_indexes.up,
    down: migration_20261122_111302_appointment_indexes.down,
    name: '20261122_111302_appointment_indexes',
  },
  {
    up: migration_20261125_135958_outbox.up,
    down: migration_20261125_135958_outbox.down,
    name: '20261125_135958_outbox',
  },
  {
    up: migration_20261125_173154_object_storage.up,
    down: migration_20261125_173154_object_storage.down,
    name: '20261125_173154_object_storage',
  },
  {
    up: migration_20261125_174621_status_workflow.up,
    down: migration_20261125_174621_status_workflow.down,
    name: '20261125_174621_status_workflow',
  },
  {
    up: migration_20261125_180001_reminders.up,
    down: migration_20261125_180001_reminders.down,
    name: '20261125_180001_reminders',
  },
  {
    up: migration_20261125_180326_reschedule.up,
    down: migration_20261125_180326_reschedule.down,
    name: '20261125_180326_reschedule',
  },
  {
    up: migration_20261125_203732_coordinator_audit.up,
    down: migration_20261125_203732_coordinator_audit.down,
    name: '20261125_203732_coordinator_audit',
  },
  {
    up: migration_20261125_205915_desk.up,
    down: migration_20261125_205915_desk.down,
    name: '20261125_205915_desk',
  },
  {
    up: migration_20261125_214205_privacy.up,
    down: migration_20261125_214205_privacy.down,
    name: '20261125_214205_privacy',
  },
  {
    up: migration_20261126_003400_patient_experience.up,
    down: migration_20261126_003400_patient_experience.down,
    name: '20261126_003400_patient_experience',
  },
  {
    up: migration_20261126_081845_drafts.up,
    down: migration_20261126_081845_drafts.down,
    name: '20261126_081845_drafts',
  },
  {
    up: migration_20261126_120441_editor_forms.up,
    down: migration_20261126_120441_editor_forms.down,
    name: '20261126_120441_editor_forms',
  },
  {
    up: migration_20261126_151515_doctor_drafts.up,
    down: migration_20261126_151515_doctor_drafts.down,
    name: '20261126_151515_doctor_drafts'
  },
];
