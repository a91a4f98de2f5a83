/**
 * Where uploaded files live (docs/scale.md): on local disk by default (MEDIA_DIR,
 * ATTACHMENTS_DIR), or, when S3_BUCKET is set, in S3-compatible object storage through Payload's
 * own storage adapter (`@payloadcms/storage-s3`), so no process keeps a file of its own.
 *
 * Both collections stay behind Payload's access control: files are served through
 * `/api/media/file/*` and, for patients' attachments, the access-checked
 * `/api/attachments/file/*` and the booking API's `/api/v1/attachment/{id}`; a bucket address is
 * never handed out and the bucket needs no public access.
 *
 * `attachmentStore` is the one door to the attachments' bytes outside Payload's own upload
 * handling: the booking API's download, and the sweep of files whose booking never committed.
 */
import { createReadStream } from 'node:fs'
import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Payload, Plugin } from 'payload'

import { env } from './env'

/** The folder (key prefix) of each upload collection in the bucket. */
export const PREFIXES = { media: 'media', attachments: 'attachments', dataExports: 'data-exports' } as const

export const objectStorageEnabled = (): boolean => Boolean(env.s3.bucket)

const clientConfig = (): S3ClientConfig => ({
  ...(env.s3.endpoint ? { endpoint: env.s3.endpoint } : {}),
  region: env.s3.region,
  forcePathStyle: env.s3.forcePathStyle,
  ...(env.s3.accessKeyId
    ? { credentials: { accessKeyId: env.s3.accessKeyId, secretAccessKey: env.s3.secretAccessKey } }
    : {}),
})

/**
 * Payload's S3 adapter for media and attachments, on when S3_BUCKET is set. Its fields (the
 * object's prefix) are in the schema either way (`alwaysInsertFields`), so one set of migrations
 * serves both.
 */
export const storagePlugin = (): Plugin =>
  s3Storage({
    enabled: objectStorageEnabled(),
    alwaysInsertFields: true,
    bucket: env.s3.bucket,
    config: clientConfig(),
    collections: {
      media: { prefix: PREFIXES.media },
      attachments: { prefix: PREFIXES.attachments },
      'data-exports': { prefix: PREFIXES.dataExports },
    },
  })

let client: S3Client | null = null
const s3 = () => (client ??= new S3Client(clientConfig()))

export type StoredFile = { name: string; modifiedMs: number }

/** The attachments' bytes, wherever they are stored. Names are the records' `filename`. */
export type FileStore = {
  readonly kind: 'disk' | 's3'
  /** The file's size in bytes; null when there is no such file. */
  size: (name: string) => Promise<number | null>
  read: (name: string) => Promise<Readable>
  /** Removes the files, ignoring those already gone. */
  remove: (names: string[]) => Promise<void>
  /** Every stored file, with when it was last written. */
  list: () => AsyncIterable<StoredFile>
}

const safe = (name: string) => path.posix.basename(name)

const diskStore = (dir: string): FileStore => ({
  kind: 'disk',
  size: async (name) => {
    const info = await stat(path.join(dir, safe(name))).catch(() => null)
    return info?.isFile() ? info.size : null
  },
  read: async (name) => createReadStream(path.join(dir, safe(name))),
  remove: async (names) => {
    await Promise.all(names.map((name) => unlink(path.join(dir, safe(name))).catch(() => undefined)))
  },
  list: async function* () {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (!entry.isFile()) continue
      const info = await stat(path.join(dir, entry.name)).catch(() => null)
      if (info) yield { name: entry.name, modifiedMs: info.mtimeMs }
    }
  },
})

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

const objectStore = (bucket: string, prefix: string): FileStore => {
  const key = (name: string) => `${prefix}/${safe(name)}`
  return {
    kind: 's3',
    size: async (name) => {
      try {
        const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }))
        return head.ContentLength ?? 0
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },
    read: async (name) => {
      const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }))
      return object.Body as Readable
    },
    remove: async (names) => {
      for (let i = 0; i < names.length; i += 1000) {
        const Objects = names.slice(i, i + 1000).map((name) => ({ Key: key(name) }))
        if (Objects.length) await s3().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects } }))
      }
    },
    list: async function* () {
      let ContinuationToken: string | undefined
      do {
        const page = await s3().send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length + 1)
          if (name && !name.includes('/')) yield { name, modifiedMs: object.LastModified?.getTime() ?? 0 }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

/** Where a private upload collection keeps its files; null when it has no storage configured. */
const storeOf = (payload: Payload, slug: 'attachments' | 'data-exports', prefix: string): FileStore | null => {
  if (objectStorageEnabled()) return objectStore(env.s3.bucket, prefix)
  const dir = payload.collections[slug]?.config.upload?.staticDir
  if (!dir) return null
  return diskStore(path.isAbsolute(dir) ? dir : path.resolve(payload.config.paths?.configDir ?? process.cwd(), dir))
}

/** Where the attachments collection keeps its files. */
export const attachmentStore = (payload: Payload) => storeOf(payload, 'attachments', PREFIXES.attachments)

/** Where patients' data exports are kept (docs/privacy.md). */
export const dataExportStore = (payload: Payload) => storeOf(payload, 'data-exports', PREFIXES.dataExports)
