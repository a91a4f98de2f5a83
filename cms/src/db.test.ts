import assert from 'node:assert/strict'
import { test } from 'node:test'

import { databaseKind } from './db'

test('the adapter follows the DATABASE_URI scheme', () => {
  assert.equal(databaseKind('file:./data/portal.db'), 'sqlite')
  assert.equal(databaseKind('postgres://u@h:5432/db'), 'postgres')
  assert.equal(databaseKind('postgresql://u@h/db'), 'postgres')
  assert.equal(databaseKind('mongodb://h:27017/db'), 'mongodb')
  assert.equal(databaseKind('mongodb+srv://cluster/db'), 'mongodb')
  assert.throws(() => databaseKind('mysql://h/db'), /DATABASE_URI must start with/)
})
