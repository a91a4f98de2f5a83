import type { Role } from '@medtour/cms/access/roles'
import type { User } from '@medtour/cms/payload-types'

/** Who is calling: the user their token names (resolved by http/auth.ts, cached by http/sessions.ts). */
export type Caller = User & { collection?: 'users' }

export type { Role }
