import { changesBetween, summarize } from './trail'

describe('the audit trail’s diff', () => {
  test('records the watched fields that changed, from → to, relations as ids and dates as ISO', () => {
    const before = {
      status: 'PENDING',
      doctor: { id: 3, name: 'x' },
      appointmentDate: '2027-01-05T07:00:00.000Z',
      notes: 'a',
    }
    const after = { status: 'CONFIRMED', doctor: 3, appointmentDate: '2027-01-05T07:00:00Z', notes: 'a', other: 1 }
    expect(changesBetween(before, after, ['status', 'doctor', 'appointmentDate', 'notes'])).toStrictEqual([
      { field: 'status', from: 'PENDING', to: 'CONFIRMED' },
    ])
  })

  test('roles compare as a set; an empty text equals no value; a re-sent survey with a new time is no change', () => {
    expect(
      changesBetween({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }, { roles: ['ROLE_ADMIN', 'ROLE_USER'] }, ['roles']),
    ).toStrictEqual([])
    expect(changesBetween({ notes: '' }, { notes: null }, ['notes'])).toStrictEqual([])
    const survey = { isFlightSelected: true, submittedAt: '2027-01-01T00:00:00Z' }
    expect(
      changesBetween(
        { travelPreferences: survey },
        { travelPreferences: { ...survey, submittedAt: '2027-02-01T00:00:00Z' } },
        ['travelPreferences'],
      ),
    ).toStrictEqual([])
    expect(changesBetween({ active: true }, { active: false }, ['active'])).toStrictEqual([
      { field: 'active', from: true, to: false },
    ])
  })

  test('a creation lists the first values; a deletion the last ones', () => {
    expect(changesBetween(null, { status: 'PENDING', notes: null }, ['status', 'notes'])).toStrictEqual([
      { field: 'status', from: null, to: 'PENDING' },
    ])
    expect(changesBetween({ roles: ['ROLE_USER'] }, null, ['roles'])).toStrictEqual([
      { field: 'roles', from: ['ROLE_USER'], to: null },
    ])
  })

  test('the summary line reads from → to and is cut when long', () => {
    expect(summarize('update', [{ field: 'status', from: 'PENDING', to: 'CANCELLED' }])).toBe(
      'status: PENDING → CANCELLED',
    )
    expect(summarize('create', [{ field: 'status', from: null, to: 'PENDING' }])).toBe('created; status: PENDING')
    expect(summarize('delete', [])).toBe('deleted')
    expect(summarize('update', [{ field: 'notes', from: null, to: 'x'.repeat(500) }]).length).toBe(240)
  })
})
