/**
 * Generated from the booking API's OpenAPI document by booking-api/scripts/api-types.ts
 * (npm run generate:api-types --workspace booking-api). Do not edit: regenerate.
 */
export interface paths {
  '/admin/cities': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List cities (paged, `q` searches name, slug)
     * @description Sorted by name. Localized fields are read and written in `?locale=` (en default).
     */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
          page?: number | null
          q?: string
          size?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    /**
     * Create one of cities
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    post: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            country: number
            lat?: number | null
            lng?: number | null
            name: string
            page?: number | null
            slug: string
            timezone?: string
          }
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/cities/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of cities */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    /**
     * Change fields of one of cities
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            country?: number
            lat?: number | null
            lng?: number | null
            name?: string
            page?: number | null
            slug?: string
            timezone?: string
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    /** Delete one of cities (409 IN_USE while referenced) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/cities/{id}/active': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Switch one of cities on or off (the table's active toggle)
     * @description `?locale=` is the language the table shows: the record is written and answered in it, so a record whose required texts exist only in that language can still be switched.
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active: boolean
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/countries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List countries (paged, `q` searches name, isoCode)
     * @description Sorted by isoCode. Localized fields are read and written in `?locale=` (en default).
     */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
          page?: number | null
          q?: string
          size?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    /**
     * Create one of countries
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    post: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            currency?: string | null
            flag?: string | null
            isoCode: string
            latitude?: number | null
            longitude?: number | null
            name: string
            offered?: boolean
            phonecode?: string | null
            timezones?: {
              abbreviation?: string | null
              gmtOffset?: number | null
              gmtOffsetName?: string | null
              tzName?: string | null
              zoneName: string
            }[]
          }
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/countries/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of countries */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    /**
     * Change fields of one of countries
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            currency?: string | null
            flag?: string | null
            isoCode?: string
            latitude?: number | null
            longitude?: number | null
            name?: string
            offered?: boolean
            phonecode?: string | null
            timezones?: {
              abbreviation?: string | null
              gmtOffset?: number | null
              gmtOffsetName?: string | null
              tzName?: string | null
              zoneName: string
            }[]
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    /** Delete one of countries (409 IN_USE while referenced) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/countries/{id}/active': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Switch one of countries on or off (the table's active toggle)
     * @description `?locale=` is the language the table shows: the record is written and answered in it, so a record whose required texts exist only in that language can still be switched.
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active: boolean
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/doctors': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List doctors (paged, `q` searches name, slug)
     * @description Sorted by name. Localized fields are read and written in `?locale=` (en default).
     */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
          page?: number | null
          q?: string
          size?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    /**
     * Create one of doctors
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    post: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            bio?: string | null
            facility?: number | null
            languages?: ('en' | 'ar' | 'tr' | 'ru' | 'de' | 'fr')[]
            name: string
            photo?: number | null
            provider: number
            slotMinutes?: number
            slug: string
            speciality: number
            title?: string | null
            workingHours?: {
              /** @enum {string} */
              day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
              end: string
              start: string
            }[]
            yearsOfExperience?: number | null
          }
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/doctors/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of doctors */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    /**
     * Change fields of one of doctors
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            bio?: string | null
            facility?: number | null
            languages?: ('en' | 'ar' | 'tr' | 'ru' | 'de' | 'fr')[]
            name?: string
            photo?: number | null
            provider?: number
            slotMinutes?: number
            slug?: string
            speciality?: number
            title?: string | null
            workingHours?: {
              /** @enum {string} */
              day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
              end: string
              start: string
            }[]
            yearsOfExperience?: number | null
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    /** Delete one of doctors (409 IN_USE while referenced) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/doctors/{id}/active': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Switch one of doctors on or off (the table's active toggle)
     * @description `?locale=` is the language the table shows: the record is written and answered in it, so a record whose required texts exist only in that language can still be switched.
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active: boolean
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/facilities': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List facilities (paged, `q` searches name, slug)
     * @description Sorted by name. Localized fields are read and written in `?locale=` (en default).
     */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
          page?: number | null
          q?: string
          size?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    /**
     * Create one of facilities
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    post: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            address?: string | null
            city: number
            lat?: number | null
            lng?: number | null
            name: string
            phone?: string | null
            provider: number
            slug: string
          }
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/facilities/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of facilities */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    /**
     * Change fields of one of facilities
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            address?: string | null
            city?: number
            lat?: number | null
            lng?: number | null
            name?: string
            phone?: string | null
            provider?: number
            slug?: string
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    /** Delete one of facilities (409 IN_USE while referenced) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/facilities/{id}/active': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Switch one of facilities on or off (the table's active toggle)
     * @description `?locale=` is the language the table shows: the record is written and answered in it, so a record whose required texts exist only in that language can still be switched.
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active: boolean
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/specialities': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List specialities (paged, `q` searches name, slug)
     * @description Sorted by order. Localized fields are read and written in `?locale=` (en default).
     */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
          page?: number | null
          q?: string
          size?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    /**
     * Create one of specialities
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    post: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            description?: string | null
            image?: number | null
            name: string
            order?: number
            slug: string
          }
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/specialities/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of specialities */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    /**
     * Change fields of one of specialities
     * @description Localized fields are read and written in `?locale=` (en default).
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            description?: string | null
            image?: number | null
            name?: string
            order?: number
            slug?: string
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    /** Delete one of specialities (409 IN_USE while referenced) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/specialities/{id}/active': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Switch one of specialities on or off (the table's active toggle)
     * @description `?locale=` is the language the table shows: the record is written and answered in it, so a record whose required texts exist only in that language can still be switched.
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active: boolean
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/users': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List users (paged, `q` searches email, firstName, lastName)
     * @description Sorted by email.
     */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
          page?: number | null
          q?: string
          size?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    /** Create one of users */
    post: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            country?: number | null
            email: string
            firstName?: string
            lastName?: string
            password: string
            phone?: string | null
            /** @enum {string} */
            preferredLanguage?: 'en' | 'ar'
            roles?: ('ROLE_USER' | 'ROLE_MODERATOR' | 'ROLE_COORDINATOR' | 'ROLE_ADMIN')[]
            timeZone?: string | null
          }
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/users/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One of users */
    get: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    /** Change fields of one of users */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            country?: number | null
            firstName?: string
            lastName?: string
            phone?: string | null
            /** @enum {string} */
            preferredLanguage?: 'en' | 'ar'
            roles?: ('ROLE_USER' | 'ROLE_MODERATOR' | 'ROLE_COORDINATOR' | 'ROLE_ADMIN')[]
            timeZone?: string | null
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    /** Delete one of users (409 IN_USE while referenced) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/users/{id}/active': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Switch one of users on or off (the table's active toggle)
     * @description `?locale=` is the language the table shows: the record is written and answered in it, so a record whose required texts exist only in that language can still be switched.
     */
    put: {
      parameters: {
        query?: {
          locale?: 'en' | 'ar'
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active: boolean
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['AdminRecord']
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/appointment': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** All appointments, newest first (the booking desk: coordinators and admins) */
    get: {
      parameters: {
        query?: {
          doctorId?: number
          page?: number | null
          size?: number
          status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'NO_SHOW'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['Appointment'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    /**
     * Book an appointment, as JSON or as multipart form data with files
     * @description The server re-checks the slot: it must be a start of the doctor's working-hours slots, at least an hour ahead and within a year. Two bookings of the same doctor and time can never both succeed (409 SLOT_TAKEN). Files (field `files`, up to UPLOAD_MAX_FILES of UPLOAD_MAX_FILE_MB each) are checked by their content: PDF, JPEG, PNG, HEIC/HEIF and DICOM; anything else is 415, too large is 413. With files, `consent` must be true. The appointment and its files are stored together or not at all.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['CreateAppointment']
          'multipart/form-data': components['schemas']['CreateAppointmentForm']
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['Appointment']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/appointment/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One appointment with its files, times in Istanbul and the patient's zone (owner or the booking desk) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['Appointment']
              message: string
            }
          }
        }
      }
    }
    /**
     * Change fields: status, time, doctor, language, time zone, notes, travel preferences
     * @description Statuses: PENDING → CONFIRMED | CANCELLED; CONFIRMED → COMPLETED | CANCELLED | NO_SHOW; CANCELLED, COMPLETED and NO_SHOW are final. Patients may only cancel; staff make the other transitions, and give a `reason` when they cancel (shown to the patient). A cancelled slot can be booked again. A new time follows the rules of POST /appointment/{id}/reschedule; a patient's new time for a confirmed booking makes it PENDING again.
     */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['UpdateAppointment']
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['Appointment']
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/appointment/{id}/reschedule': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move an appointment to another free slot of the same doctor
     * @description The owner (up to 24 hours before the appointment, at most 3 times) or staff (any time). The new slot is taken and the old one freed in one write: never both lost, never both held; of several requests for one slot exactly one wins (409 SLOT_TAKEN for the others). A patient's move of a confirmed appointment waits for staff to confirm it again. The patient gets the new time with an updated calendar file (same UID, higher SEQUENCE); staff are told when the patient moved it.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['RescheduleAppointment']
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['Appointment']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/appointment/export/csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The booking desk’s list as CSV (coordinators and admins): the panel’s views and filters
     * @description UTF-8 with a byte-order mark (Excel shows Arabic names), CRLF line ends, one row per appointment: status, the time in Istanbul and in the patient's zone (each labelled), the patient's name, e-mail, phone, country and language, the doctor and provider, minutes, times moved, the reason given and when it was booked. `view` is one of the panel’s ready views (upcoming, today, week, waiting, cancelled: days and weeks in Istanbul); the other filters narrow it further. At most 5,000 rows (422 EXPORT_TOO_LARGE: narrow the dates). A text a spreadsheet would run as a formula is prefixed with an apostrophe.
     */
    get: {
      parameters: {
        query?: {
          /** @description The patient's country (ISO 3166-1 alpha-2). */
          country?: string
          doctorId?: number
          /** @description Appointments at or after this moment. */
          from?: string
          /** @description The language of the headings, statuses and names. */
          lang?: 'en' | 'ar'
          providerId?: number
          /** @description Part of the patient's name, e-mail address or phone number. */
          q?: string
          /** @description Comma-separated statuses, e.g. PENDING,CONFIRMED. */
          status?: string
          /** @description Appointments before this moment. */
          to?: string
          view?: 'upcoming' | 'today' | 'week' | 'waiting' | 'cancelled'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/csv': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/appointment/export/details/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The appointment's details as a PDF in its language, times in Istanbul and the patient's zone */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/pdf': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/appointment/export/ics/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The appointment as an .ics calendar file */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/calendar': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/appointment/export/travel-preferences/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The appointment's travel preferences (services survey) as a PDF in its language
     * @description Package titles, field labels and choices are worded as the site shows them (CMS global travel-services), preference questions by their titles (preference-questions), in the appointment language; numbers as numbers, yes/no translated. A code the CMS does not name is printed as stored.
     */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/pdf': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/appointment/user/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A user's appointments (the user themself or the booking desk) */
    get: {
      parameters: {
        query?: {
          doctorId?: number
          page?: number | null
          size?: number
          status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'NO_SHOW'
        }
        header?: never
        path: {
          userId: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['Appointment'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/attachment/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Download a medical file (its owner or staff) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/octet-stream': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/activate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Activate an account with the token from the e-mail link
     * @description ALREADY_ACTIVE when the same link is opened again. Any other token answers INVALID_TOKEN, whether or not the address has an account. Limited to 20 attempts per address per 15 min.
     */
    get: {
      parameters: {
        query: {
          email: string
          token: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/admin': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Content for admins */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                role: string
                text: string
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/all': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Content for everybody */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                role: string
                text: string
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/forgot': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Send a password-reset link (always answers RESET_EMAIL_SENT)
     * @description Limited to 10 requests per address per 15 min; at most 3 e-mails per account per hour.
     */
    get: {
      parameters: {
        query: {
          email: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log in; returns the user with a Bearer access token
     * @description Failed attempts are limited per address (20 per 15 min) and per account (5, then blocked 15 min); over the limit: 429 with Retry-After. A failure is answered after 400 ms at the soonest, whether or not the account exists.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            password: string
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                accessToken: string
                country: string | null
                email: string
                expiresAt: string
                firstName: string | null
                id: number
                lastName: string | null
                /** @enum {string} */
                preferredLanguage: 'en' | 'ar'
                roles: string[]
                timeZone: string | null
                /** @enum {string} */
                tokenType: 'Bearer'
              }
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Log out: ends the session of the access token
     * @description The token (and any refresh of it) is refused from then on, here and on the CMS routes. Other sessions of the account stay.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/mod': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Content for moderators and admins */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                role: string
                text: string
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Check a reset link (token and e-mail) before asking for the new password */
    get: {
      parameters: {
        query: {
          email: string
          token: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    put?: never
    /**
     * Set a new password with a reset token (single use, valid 1 h)
     * @description The password rule of sign-up applies. A used token answers 400 INVALID_TOKEN.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            password: string
            token: string
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/signup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Register a patient; sends the activation e-mail
     * @description Password: at least 10 characters with upper- and lower-case letters, a digit and a symbol, not containing the e-mail's local part. Country: any ISO 3166-1 alpha-2 code of the bundled list (IQ, JO, RU and SA are offered first). Phone: a local number of that country ('050 123 4567') or an international one, stored in E.164 (+966501234567). An address that already has an account gets the same answer, in the same time (800 ms at the soonest), and its owner an e-mail saying so (at most 3 an hour). Limited to 10 sign-ups per address per hour.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            country:
              | 'AD'
              | 'AE'
              | 'AF'
              | 'AG'
              | 'AI'
              | 'AL'
              | 'AM'
              | 'AO'
              | 'AQ'
              | 'AR'
              | 'AS'
              | 'AT'
              | 'AU'
              | 'AW'
              | 'AX'
              | 'AZ'
              | 'BA'
              | 'BB'
              | 'BD'
              | 'BE'
              | 'BF'
              | 'BG'
              | 'BH'
              | 'BI'
              | 'BJ'
              | 'BL'
              | 'BM'
              | 'BN'
              | 'BO'
              | 'BQ'
              | 'BR'
              | 'BS'
              | 'BT'
              | 'BV'
              | 'BW'
              | 'BY'
              | 'BZ'
              | 'CA'
              | 'CC'
              | 'CD'
              | 'CF'
              | 'CG'
              | 'CH'
              | 'CI'
              | 'CK'
              | 'CL'
              | 'CM'
              | 'CN'
              | 'CO'
              | 'CR'
              | 'CU'
              | 'CV'
              | 'CW'
              | 'CX'
              | 'CY'
              | 'CZ'
              | 'DE'
              | 'DJ'
              | 'DK'
              | 'DM'
              | 'DO'
              | 'DZ'
              | 'EC'
              | 'EE'
              | 'EG'
              | 'EH'
              | 'ER'
              | 'ES'
              | 'ET'
              | 'FI'
              | 'FJ'
              | 'FK'
              | 'FM'
              | 'FO'
              | 'FR'
              | 'GA'
              | 'GB'
              | 'GD'
              | 'GE'
              | 'GF'
              | 'GG'
              | 'GH'
              | 'GI'
              | 'GL'
              | 'GM'
              | 'GN'
              | 'GP'
              | 'GQ'
              | 'GR'
              | 'GS'
              | 'GT'
              | 'GU'
              | 'GW'
              | 'GY'
              | 'HK'
              | 'HM'
              | 'HN'
              | 'HR'
              | 'HT'
              | 'HU'
              | 'ID'
              | 'IE'
              | 'IL'
              | 'IM'
              | 'IN'
              | 'IO'
              | 'IQ'
              | 'IR'
              | 'IS'
              | 'IT'
              | 'JE'
              | 'JM'
              | 'JO'
              | 'JP'
              | 'KE'
              | 'KG'
              | 'KH'
              | 'KI'
              | 'KM'
              | 'KN'
              | 'KP'
              | 'KR'
              | 'KW'
              | 'KY'
              | 'KZ'
              | 'LA'
              | 'LB'
              | 'LC'
              | 'LI'
              | 'LK'
              | 'LR'
              | 'LS'
              | 'LT'
              | 'LU'
              | 'LV'
              | 'LY'
              | 'MA'
              | 'MC'
              | 'MD'
              | 'ME'
              | 'MF'
              | 'MG'
              | 'MH'
              | 'MK'
              | 'ML'
              | 'MM'
              | 'MN'
              | 'MO'
              | 'MP'
              | 'MQ'
              | 'MR'
              | 'MS'
              | 'MT'
              | 'MU'
              | 'MV'
              | 'MW'
              | 'MX'
              | 'MY'
              | 'MZ'
              | 'NA'
              | 'NC'
              | 'NE'
              | 'NF'
              | 'NG'
              | 'NI'
              | 'NL'
              | 'NO'
              | 'NP'
              | 'NR'
              | 'NU'
              | 'NZ'
              | 'OM'
              | 'PA'
              | 'PE'
              | 'PF'
              | 'PG'
              | 'PH'
              | 'PK'
              | 'PL'
              | 'PM'
              | 'PN'
              | 'PR'
              | 'PS'
              | 'PT'
              | 'PW'
              | 'PY'
              | 'QA'
              | 'RE'
              | 'RO'
              | 'RS'
              | 'RU'
              | 'RW'
              | 'SA'
              | 'SB'
              | 'SC'
              | 'SD'
              | 'SE'
              | 'SG'
              | 'SH'
              | 'SI'
              | 'SJ'
              | 'SK'
              | 'SL'
              | 'SM'
              | 'SN'
              | 'SO'
              | 'SR'
              | 'SS'
              | 'ST'
              | 'SV'
              | 'SX'
              | 'SY'
              | 'SZ'
              | 'TC'
              | 'TD'
              | 'TF'
              | 'TG'
              | 'TH'
              | 'TJ'
              | 'TK'
              | 'TL'
              | 'TM'
              | 'TN'
              | 'TO'
              | 'TR'
              | 'TT'
              | 'TV'
              | 'TW'
              | 'TZ'
              | 'UA'
              | 'UG'
              | 'UM'
              | 'US'
              | 'UY'
              | 'UZ'
              | 'VA'
              | 'VC'
              | 'VE'
              | 'VG'
              | 'VI'
              | 'VN'
              | 'VU'
              | 'WF'
              | 'WS'
              | 'XK'
              | 'YE'
              | 'YT'
              | 'ZA'
              | 'ZM'
              | 'ZW'
            email: string
            firstName: string
            lastName: string
            password: string
            phone: string
            /**
             * @default en
             * @enum {string}
             */
            preferredLanguage?: 'en' | 'ar'
            timeZone?: string
          }
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                email: string
              }
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/user': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Content for any signed-in user */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                role: string
                text: string
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/contact': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Send a contact-form message to staff (5 per 10 minutes per address) */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            /** @enum {string} */
            lang: 'en' | 'ar'
            message: string
            name: string
            phone?: string
            subject?: string
          }
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                id: number
              }
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/doctor/{id}/slots': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A doctor's free slots, in UTC with Istanbul and the patient's wall-clock times */
    get: {
      parameters: {
        query?: {
          days?: number
          from?: string
          lang?: 'en' | 'ar'
          limit?: number
          tz?: string
        }
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                doctorId: number
                slotMinutes: number
                slots: {
                  start: string
                  times: {
                    istanbul: string
                    patient: string
                    patientTimeZone: string
                    utc: string
                  }
                }[]
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Whether the service and its database answer */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                database: string
                /** @enum {string} */
                status: 'ok'
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/speciality': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Active specialities (limit 100, offset 0 by default) */
    get: {
      parameters: {
        query?: {
          lang?: 'en' | 'ar'
          limit?: number
          offset?: number | null
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['Speciality'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/treatment': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Treatment requests: a patient's own; staff see all */
    get: {
      parameters: {
        query?: {
          page?: number | null
          size?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['TreatmentRequest'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    /** Save the treatments wizard: speciality, chosen treatments and the answers per step */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['CreateTreatmentRequest']
        }
      }
      responses: {
        /** @description Success. */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['TreatmentRequest']
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/treatment/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One treatment request (its owner or staff) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['TreatmentRequest']
              message: string
            }
          }
        }
      }
    }
    /** Change a treatment request, including the active toggle (admin) */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['UpdateTreatmentRequest']
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['TreatmentRequest']
              message: string
            }
          }
        }
      }
    }
    post?: never
    /** Delete a treatment request (admin) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                id: number
              }
              message: string
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/uploads/rules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The rules for medical files in force: size and number limits, accepted types
     * @description The site checks files by these before uploading; the booking checks them again by their bytes (UPLOAD_MAX_FILE_MB and UPLOAD_MAX_FILES set the limits; 10 MB and 10 files by default).
     */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                extensions: string[]
                maxFileBytes: number
                maxFiles: number
                mimeTypes: string[]
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Change fields of the user named by `userId` in the body */
    put: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            /** @enum {string|null} */
            country?:
              | 'AD'
              | 'AE'
              | 'AF'
              | 'AG'
              | 'AI'
              | 'AL'
              | 'AM'
              | 'AO'
              | 'AQ'
              | 'AR'
              | 'AS'
              | 'AT'
              | 'AU'
              | 'AW'
              | 'AX'
              | 'AZ'
              | 'BA'
              | 'BB'
              | 'BD'
              | 'BE'
              | 'BF'
              | 'BG'
              | 'BH'
              | 'BI'
              | 'BJ'
              | 'BL'
              | 'BM'
              | 'BN'
              | 'BO'
              | 'BQ'
              | 'BR'
              | 'BS'
              | 'BT'
              | 'BV'
              | 'BW'
              | 'BY'
              | 'BZ'
              | 'CA'
              | 'CC'
              | 'CD'
              | 'CF'
              | 'CG'
              | 'CH'
              | 'CI'
              | 'CK'
              | 'CL'
              | 'CM'
              | 'CN'
              | 'CO'
              | 'CR'
              | 'CU'
              | 'CV'
              | 'CW'
              | 'CX'
              | 'CY'
              | 'CZ'
              | 'DE'
              | 'DJ'
              | 'DK'
              | 'DM'
              | 'DO'
              | 'DZ'
              | 'EC'
              | 'EE'
              | 'EG'
              | 'EH'
              | 'ER'
              | 'ES'
              | 'ET'
              | 'FI'
              | 'FJ'
              | 'FK'
              | 'FM'
              | 'FO'
              | 'FR'
              | 'GA'
              | 'GB'
              | 'GD'
              | 'GE'
              | 'GF'
              | 'GG'
              | 'GH'
              | 'GI'
              | 'GL'
              | 'GM'
              | 'GN'
              | 'GP'
              | 'GQ'
              | 'GR'
              | 'GS'
              | 'GT'
              | 'GU'
              | 'GW'
              | 'GY'
              | 'HK'
              | 'HM'
              | 'HN'
              | 'HR'
              | 'HT'
              | 'HU'
              | 'ID'
              | 'IE'
              | 'IL'
              | 'IM'
              | 'IN'
              | 'IO'
              | 'IQ'
              | 'IR'
              | 'IS'
              | 'IT'
              | 'JE'
              | 'JM'
              | 'JO'
              | 'JP'
              | 'KE'
              | 'KG'
              | 'KH'
              | 'KI'
              | 'KM'
              | 'KN'
              | 'KP'
              | 'KR'
              | 'KW'
              | 'KY'
              | 'KZ'
              | 'LA'
              | 'LB'
              | 'LC'
              | 'LI'
              | 'LK'
              | 'LR'
              | 'LS'
              | 'LT'
              | 'LU'
              | 'LV'
              | 'LY'
              | 'MA'
              | 'MC'
              | 'MD'
              | 'ME'
              | 'MF'
              | 'MG'
              | 'MH'
              | 'MK'
              | 'ML'
              | 'MM'
              | 'MN'
              | 'MO'
              | 'MP'
              | 'MQ'
              | 'MR'
              | 'MS'
              | 'MT'
              | 'MU'
              | 'MV'
              | 'MW'
              | 'MX'
              | 'MY'
              | 'MZ'
              | 'NA'
              | 'NC'
              | 'NE'
              | 'NF'
              | 'NG'
              | 'NI'
              | 'NL'
              | 'NO'
              | 'NP'
              | 'NR'
              | 'NU'
              | 'NZ'
              | 'OM'
              | 'PA'
              | 'PE'
              | 'PF'
              | 'PG'
              | 'PH'
              | 'PK'
              | 'PL'
              | 'PM'
              | 'PN'
              | 'PR'
              | 'PS'
              | 'PT'
              | 'PW'
              | 'PY'
              | 'QA'
              | 'RE'
              | 'RO'
              | 'RS'
              | 'RU'
              | 'RW'
              | 'SA'
              | 'SB'
              | 'SC'
              | 'SD'
              | 'SE'
              | 'SG'
              | 'SH'
              | 'SI'
              | 'SJ'
              | 'SK'
              | 'SL'
              | 'SM'
              | 'SN'
              | 'SO'
              | 'SR'
              | 'SS'
              | 'ST'
              | 'SV'
              | 'SX'
              | 'SY'
              | 'SZ'
              | 'TC'
              | 'TD'
              | 'TF'
              | 'TG'
              | 'TH'
              | 'TJ'
              | 'TK'
              | 'TL'
              | 'TM'
              | 'TN'
              | 'TO'
              | 'TR'
              | 'TT'
              | 'TV'
              | 'TW'
              | 'TZ'
              | 'UA'
              | 'UG'
              | 'UM'
              | 'US'
              | 'UY'
              | 'UZ'
              | 'VA'
              | 'VC'
              | 'VE'
              | 'VG'
              | 'VI'
              | 'VN'
              | 'VU'
              | 'WF'
              | 'WS'
              | 'XK'
              | 'YE'
              | 'YT'
              | 'ZA'
              | 'ZM'
              | 'ZW'
              | null
            firstName?: string
            lastName?: string
            phone?: string | null
            /** @enum {string} */
            preferredLanguage?: 'en' | 'ar'
            roles?: ('ROLE_USER' | 'ROLE_MODERATOR' | 'ROLE_COORDINATOR' | 'ROLE_ADMIN')[]
            timeZone?: string | null
            userId: number
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                active: boolean
                country: string | null
                countryId: number | null
                createdAt: string
                email: string
                firstName: string | null
                id: number
                lastName: string | null
                phone: string | null
                /** @enum {string} */
                preferredLanguage: 'en' | 'ar'
                roles: string[]
                timeZone: string | null
                updatedAt: string
                verified: boolean
              }
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Change fields of a user (yourself; admins anyone, and roles/active) */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            active?: boolean
            /** @enum {string|null} */
            country?:
              | 'AD'
              | 'AE'
              | 'AF'
              | 'AG'
              | 'AI'
              | 'AL'
              | 'AM'
              | 'AO'
              | 'AQ'
              | 'AR'
              | 'AS'
              | 'AT'
              | 'AU'
              | 'AW'
              | 'AX'
              | 'AZ'
              | 'BA'
              | 'BB'
              | 'BD'
              | 'BE'
              | 'BF'
              | 'BG'
              | 'BH'
              | 'BI'
              | 'BJ'
              | 'BL'
              | 'BM'
              | 'BN'
              | 'BO'
              | 'BQ'
              | 'BR'
              | 'BS'
              | 'BT'
              | 'BV'
              | 'BW'
              | 'BY'
              | 'BZ'
              | 'CA'
              | 'CC'
              | 'CD'
              | 'CF'
              | 'CG'
              | 'CH'
              | 'CI'
              | 'CK'
              | 'CL'
              | 'CM'
              | 'CN'
              | 'CO'
              | 'CR'
              | 'CU'
              | 'CV'
              | 'CW'
              | 'CX'
              | 'CY'
              | 'CZ'
              | 'DE'
              | 'DJ'
              | 'DK'
              | 'DM'
              | 'DO'
              | 'DZ'
              | 'EC'
              | 'EE'
              | 'EG'
              | 'EH'
              | 'ER'
              | 'ES'
              | 'ET'
              | 'FI'
              | 'FJ'
              | 'FK'
              | 'FM'
              | 'FO'
              | 'FR'
              | 'GA'
              | 'GB'
              | 'GD'
              | 'GE'
              | 'GF'
              | 'GG'
              | 'GH'
              | 'GI'
              | 'GL'
              | 'GM'
              | 'GN'
              | 'GP'
              | 'GQ'
              | 'GR'
              | 'GS'
              | 'GT'
              | 'GU'
              | 'GW'
              | 'GY'
              | 'HK'
              | 'HM'
              | 'HN'
              | 'HR'
              | 'HT'
              | 'HU'
              | 'ID'
              | 'IE'
              | 'IL'
              | 'IM'
              | 'IN'
              | 'IO'
              | 'IQ'
              | 'IR'
              | 'IS'
              | 'IT'
              | 'JE'
              | 'JM'
              | 'JO'
              | 'JP'
              | 'KE'
              | 'KG'
              | 'KH'
              | 'KI'
              | 'KM'
              | 'KN'
              | 'KP'
              | 'KR'
              | 'KW'
              | 'KY'
              | 'KZ'
              | 'LA'
              | 'LB'
              | 'LC'
              | 'LI'
              | 'LK'
              | 'LR'
              | 'LS'
              | 'LT'
              | 'LU'
              | 'LV'
              | 'LY'
              | 'MA'
              | 'MC'
              | 'MD'
              | 'ME'
              | 'MF'
              | 'MG'
              | 'MH'
              | 'MK'
              | 'ML'
              | 'MM'
              | 'MN'
              | 'MO'
              | 'MP'
              | 'MQ'
              | 'MR'
              | 'MS'
              | 'MT'
              | 'MU'
              | 'MV'
              | 'MW'
              | 'MX'
              | 'MY'
              | 'MZ'
              | 'NA'
              | 'NC'
              | 'NE'
              | 'NF'
              | 'NG'
              | 'NI'
              | 'NL'
              | 'NO'
              | 'NP'
              | 'NR'
              | 'NU'
              | 'NZ'
              | 'OM'
              | 'PA'
              | 'PE'
              | 'PF'
              | 'PG'
              | 'PH'
              | 'PK'
              | 'PL'
              | 'PM'
              | 'PN'
              | 'PR'
              | 'PS'
              | 'PT'
              | 'PW'
              | 'PY'
              | 'QA'
              | 'RE'
              | 'RO'
              | 'RS'
              | 'RU'
              | 'RW'
              | 'SA'
              | 'SB'
              | 'SC'
              | 'SD'
              | 'SE'
              | 'SG'
              | 'SH'
              | 'SI'
              | 'SJ'
              | 'SK'
              | 'SL'
              | 'SM'
              | 'SN'
              | 'SO'
              | 'SR'
              | 'SS'
              | 'ST'
              | 'SV'
              | 'SX'
              | 'SY'
              | 'SZ'
              | 'TC'
              | 'TD'
              | 'TF'
              | 'TG'
              | 'TH'
              | 'TJ'
              | 'TK'
              | 'TL'
              | 'TM'
              | 'TN'
              | 'TO'
              | 'TR'
              | 'TT'
              | 'TV'
              | 'TW'
              | 'TZ'
              | 'UA'
              | 'UG'
              | 'UM'
              | 'US'
              | 'UY'
              | 'UZ'
              | 'VA'
              | 'VC'
              | 'VE'
              | 'VG'
              | 'VI'
              | 'VN'
              | 'VU'
              | 'WF'
              | 'WS'
              | 'XK'
              | 'YE'
              | 'YT'
              | 'ZA'
              | 'ZM'
              | 'ZW'
              | null
            firstName?: string
            lastName?: string
            phone?: string | null
            /** @enum {string} */
            preferredLanguage?: 'en' | 'ar'
            roles?: ('ROLE_USER' | 'ROLE_MODERATOR' | 'ROLE_COORDINATOR' | 'ROLE_ADMIN')[]
            timeZone?: string | null
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                active: boolean
                country: string | null
                countryId: number | null
                createdAt: string
                email: string
                firstName: string | null
                id: number
                lastName: string | null
                phone: string | null
                /** @enum {string} */
                preferredLanguage: 'en' | 'ar'
                roles: string[]
                timeZone: string | null
                updatedAt: string
                verified: boolean
              }
              message: string
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/change-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Change your own password (the current one is checked)
     * @description The new password follows the sign-up rule and must differ from the current one.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string
            newPassword: string
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content?: unknown
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/email/{email}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A user by e-mail (yourself; admins anyone) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          email: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                active: boolean
                country: string | null
                countryId: number | null
                createdAt: string
                email: string
                firstName: string | null
                id: number
                lastName: string | null
                phone: string | null
                /** @enum {string} */
                preferredLanguage: 'en' | 'ar'
                roles: string[]
                timeZone: string | null
                updatedAt: string
                verified: boolean
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/exists/{email}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Whether an account uses this e-mail (throttled: 10 per hour per address, then blocked 1 h) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          email: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                exists: boolean
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/id/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A user by id (yourself; admins anyone) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: number
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                active: boolean
                country: string | null
                countryId: number | null
                createdAt: string
                email: string
                firstName: string | null
                id: number
                lastName: string | null
                phone: string | null
                /** @enum {string} */
                preferredLanguage: 'en' | 'ar'
                roles: string[]
                timeZone: string | null
                updatedAt: string
                verified: boolean
              }
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete your own account and its medical data (patients; the password again)
     * @description What goes and what stays is docs/privacy.md: upcoming appointments are cancelled (their slots freed), medical files, notes, survey answers, treatment requests and the e-mails sent to you are removed, the appointments that remain (for the clinics’ records) keep no name, address or phone, and the account cannot sign in again; staff are told. Staff accounts are removed by an admin.
     */
    delete: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            password: string
          }
        }
      }
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                cancelledAppointments: number
                removedFiles: number
              }
              message: string
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/me/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Your latest data export: being prepared, ready (until when), failed or expired; null when none */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                createdAt: string
                expiresAt: string | null
                id: number
                readyAt: string | null
                size: number | null
                /** @enum {string} */
                state: 'queued' | 'ready' | 'failed' | 'expired'
              } | null
              message: string
            }
          }
        }
      }
    }
    put?: never
    /**
     * Ask for everything we hold about you, as a zip (built in the background)
     * @description Your account, appointments (with their history and survey answers), treatment requests, the e-mails we sent you and your medical files (docs/privacy.md). The worker builds it; follow GET /user/me/export until it is ready, then download it within 7 days. Asking again while one is being prepared answers that one. At most 3 a day.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: {
                createdAt: string
                expiresAt: string | null
                id: number
                readyAt: string | null
                size: number | null
                /** @enum {string} */
                state: 'queued' | 'ready' | 'failed' | 'expired'
              }
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/me/export/download': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Download your latest data export (a zip) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/zip': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/user/me/treatment-requests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Your own treatment requests, newest first, as sent (for the account pages)
     * @description Only the caller’s own requests, staff included. Each has its status (RECEIVED, or CLOSED once staff closed it), the speciality and treatments named in the language the request was sent in (English where untranslated), the wizard’s answers (month, companions, city, budget, contact method), the notes and when it was sent.
     */
    get: {
      parameters: {
        query?: {
          page?: number | null
          size?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Success. */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: components['schemas']['OwnTreatmentRequest'][]
              message: string
              totalElements: number
              totalPages: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    AdminRecord: {
      active?: boolean
      id: number
    } & {
      [key: string]: unknown
    }
    Appointment: {
      allowedTransitions: ('PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'NO_SHOW')[]
      appointmentDate: string
      attachments: {
        fileName: string
        id: number
        mimeType: string
        size: number
        url: string
      }[]
      consentAt: string | null
      createdAt: string
      doctor: {
        id: number
        name: string
        title: string | null
      } | null
      doctorId: number
      durationMinutes: number
      id: number
      /** @enum {string} */
      lang: 'en' | 'ar'
      notes: string | null
      patientTimeZone: string | null
      rescheduleCount: number
      /** @enum {string} */
      status: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'NO_SHOW'
      statusReason: string | null
      times: {
        istanbul: string
        patient: string
        patientTimeZone: string
        utc: string
      }
      travelPreferences: {
        accomodation_Beds?: number | null
        accomodation_Guests?: number | null
        accomodation_OtherPreferences?: string | null
        accomodation_Proximity?: string | null
        accomodation_Rooms?: number | null
        accomodation_Stars?: number | null
        flight_AdultTravellers?: number | null
        flight_Class?: string | null
        flight_InfantTravellers?: number | null
        flight_OtherPreferences?: string | null
        isAccommodationSelected?: boolean
        isFlightSelected?: boolean
        isTouristSelected?: boolean
        isTranslationSelected?: boolean
        isTransportSelected?: boolean
        preferenceQuestions?: string[] | null
        submittedAt?: string | null
        translation_LangFrom?: string | null
        transport_Biscuit?: boolean | null
        transport_CarClass?: string | null
      } | null
      updatedAt: string
      userId: number
    }
    CreateAppointment: {
      appointmentDate: string
      consent?: boolean
      doctorId: number
      /**
       * @default en
       * @enum {string}
       */
      lang: 'en' | 'ar'
      notes?: string
      patientTimeZone?: string
      /** @enum {string} */
      status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'NO_SHOW'
      userId?: number
    }
    CreateAppointmentForm: components['schemas']['CreateAppointment'] & {
      files?: string[]
    }
    CreateTreatmentRequest: {
      /** @default {} */
      answers: {
        [key: string]: unknown
      }
      /**
       * @default en
       * @enum {string}
       */
      lang: 'en' | 'ar'
      notes?: string
      specialityId?: number
      /** @default [] */
      treatmentIds: number[]
    }
    Error: {
      errors?: components['schemas']['FieldError'][]
      /** @description A stable code, e.g. VALIDATION_FAILED, UNAUTHORIZED, SLOT_TAKEN. */
      message: string
    }
    /** @description One invalid field and what is wrong with it. */
    FieldError: {
      defaultMessage: string
      field: string
    }
    OwnTreatmentRequest: {
      answers: {
        [key: string]: unknown
      }
      createdAt: string
      id: number
      /** @enum {string} */
      lang: 'en' | 'ar'
      notes: string | null
      speciality: {
        id: number
        name: string
      } | null
      /** @enum {string} */
      status: 'RECEIVED' | 'CLOSED'
      treatments: {
        id: number
        name: string
      }[]
    }
    RescheduleAppointment: {
      appointmentDate: string
    }
    Speciality: {
      description: string | null
      id: number
      img: string | null
      name: string
      slug: string
    }
    TravelPreferences: {
      accomodation_Beds?: number | null
      accomodation_Guests?: number | null
      accomodation_OtherPreferences?: string | null
      accomodation_Proximity?: string | null
      accomodation_Rooms?: number | null
      accomodation_Stars?: number | null
      flight_AdultTravellers?: number | null
      flight_Class?: string | null
      flight_InfantTravellers?: number | null
      flight_OtherPreferences?: string | null
      isAccommodationSelected?: boolean
      isFlightSelected?: boolean
      isTouristSelected?: boolean
      isTranslationSelected?: boolean
      isTransportSelected?: boolean
      preferenceQuestions?: string[] | null
      translation_LangFrom?: string | null
      transport_Biscuit?: boolean | null
      transport_CarClass?: string | null
    }
    TreatmentRequest: {
      active: boolean
      answers: {
        [key: string]: unknown
      }
      createdAt: string
      id: number
      /** @enum {string} */
      lang: 'en' | 'ar'
      notes: string | null
      specialityId: number | null
      treatmentIds: number[]
      updatedAt: string
      userId: number
    }
    UpdateAppointment: {
      appointmentDate?: string
      doctorId?: number
      /** @enum {string} */
      lang?: 'en' | 'ar'
      notes?: string | null
      patientTimeZone?: string | null
      reason?: string | null
      /** @enum {string} */
      status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'NO_SHOW'
      travelPreferences?: components['schemas']['TravelPreferences']
    }
    UpdateTreatmentRequest: {
      active?: boolean
      answers?: {
        [key: string]: unknown
      }
      notes?: string | null
      specialityId?: number | null
      treatmentIds?: number[]
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export type operations = Record<string, never>
