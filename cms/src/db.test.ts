import { databaseKind } from './db'

test('the adapter follows the DATABASE_URI scheme', () => {
  expect(databaseKind('file:./data/portal.db')).toBe('sqlite')
  expect(databaseKind('postgres://u@h:5432/db')).toBe('postgres')
  expect(databaseKind('postgresql://u@h/db')).toBe('postgres')
  expect(databaseKind('mongodb://h:27017/db')).toBe('mongodb')
  expect(databaseKind('mongodb+srv://cluster/db')).toBe('mongodb')
  expect(() => databaseKind('mysql://h/db')).toThrow(/DATABASE_URI must start with/)
})
