import { type FilterOptions, doctorWhere, slugifyQuery } from './doctorQueries'

const OPTIONS: FilterOptions = {
  Specialities: { docs: [{ id: 5, slug: 'cardiology', name: 'Cardiology' }] },
  Providers: { docs: [{ id: 1, slug: 'medical-park', name: 'Medical Park' }] },
  Cities: {
    docs: [
      { id: 1, slug: 'istanbul', name: 'Istanbul' },
      { id: 3, slug: 'ankara', name: 'Ankara' },
    ],
  },
  Facilities: {
    docs: [
      { id: 1, city: { id: 1 } },
      { id: 5, city: { id: 1 } },
      { id: 2, city: { id: 2 } },
    ],
  },
}

describe('doctorWhere', () => {
  it('always asks for active doctors only', () => {
    expect(doctorWhere({}, OPTIONS)).toEqual({ AND: [{ active: { equals: true } }] })
  })

  it('turns slugs into ids and a city into its facilities', () => {
    expect(doctorWhere({ speciality: 'cardiology', provider: 'medical-park', city: 'istanbul' }, OPTIONS)).toEqual({
      AND: [
        { active: { equals: true } },
        { speciality: { equals: 5 } },
        { provider: { equals: 1 } },
        { facility: { in: [1, 5] } },
      ],
    })
  })

  it('matches nothing for a city without facilities, and ignores unknown slugs', () => {
    expect(doctorWhere({ city: 'ankara' }, OPTIONS)).toBeNull()
    expect(doctorWhere({ speciality: 'dentistry', provider: 'nobody' }, OPTIONS)).toEqual({
      AND: [{ active: { equals: true } }],
    })
  })

  it('searches the localized name and the Latin slug', () => {
    expect(doctorWhere({ q: ' Elif Şahin ' }, OPTIONS)?.AND).toContainEqual({
      OR: [{ name: { like: 'Elif Şahin' } }, { slug: { like: 'elif-sahin' } }],
    })
    expect(doctorWhere({ q: 'شاهين' }, OPTIONS)?.AND).toContainEqual({ OR: [{ name: { like: 'شاهين' } }] })
  })

  it('writes a query the way slugs are written', () => {
    expect(slugifyQuery('Ayşe  Demir')).toBe('ayse-demir')
    expect(slugifyQuery('IŞIK Öztürk')).toBe('isik-ozturk')
    expect(slugifyQuery('Çelik')).toBe('celik')
  })
})
