/** Every collection and global of the portal, in the order the panel lists them. */
import type { CollectionConfig, GlobalConfig } from 'payload'

import { Cities } from './collections/Cities'
import { Countries } from './collections/Countries'
import { Doctors } from './collections/Doctors'
import { Facilities } from './collections/Facilities'
import { Faqs } from './collections/Faqs'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { PreferenceQuestions } from './collections/PreferenceQuestions'
import { Providers } from './collections/Providers'
import { Reviews } from './collections/Reviews'
import { Specialities } from './collections/Specialities'
import { Treatments } from './collections/Treatments'
import { Users } from './collections/Users'
import { Footer } from './globals/Footer'
import { LiveChat } from './globals/LiveChat'
import { Navigation } from './globals/Navigation'
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
]

export const globals: GlobalConfig[] = [Navigation, Footer, SocialLinks, LiveChat, TravelServices]
