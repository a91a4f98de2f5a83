/** Every collection and global of the portal, in the order the panel lists them. */
import type { CollectionConfig, GlobalConfig } from 'payload'

import { Appointments } from './collections/Appointments'
import { AuditEntries } from './collections/AuditEntries'
import { Attachments } from './collections/Attachments'
import { Cities } from './collections/Cities'
import { ContactMessages } from './collections/ContactMessages'
import { Countries } from './collections/Countries'
import { DataExports } from './collections/DataExports'
import { Doctors } from './collections/Doctors'
import { Facilities } from './collections/Facilities'
import { Faqs } from './collections/Faqs'
import { Media } from './collections/Media'
import { JobLeases, Messages } from './collections/Messages'
import { Pages } from './collections/Pages'
import { PreferenceQuestions } from './collections/PreferenceQuestions'
import { Providers } from './collections/Providers'
import { Reviews } from './collections/Reviews'
import { Specialities } from './collections/Specialities'
import { TreatmentRequests } from './collections/TreatmentRequests'
import { Treatments } from './collections/Treatments'
import { Users } from './collections/Users'
import { Footer } from './globals/Footer'
import { LiveChat } from './globals/LiveChat'
import { ContactChannels } from './globals/ContactChannels'
import { Navigation } from './globals/Navigation'
import { Reminders } from './globals/Reminders'
import { SocialLinks } from './globals/SocialLinks'
import { TravelServices } from './globals/TravelServices'

export const collections: CollectionConfig[] = [
  Pages,
  Providers,
  Reviews,
  Faqs,
  PreferenceQuestions,
  Specialities,
  Treatments,
  Doctors,
  Facilities,
  Cities,
  Countries,
  Media,
  Users,
  Appointments,
  Attachments,
  TreatmentRequests,
  ContactMessages,
  Messages,
  AuditEntries,
  DataExports,
  JobLeases,
]

export const globals: GlobalConfig[] = [
  Navigation,
  Footer,
  SocialLinks,
  LiveChat,
  ContactChannels,
  TravelServices,
  Reminders,
]
