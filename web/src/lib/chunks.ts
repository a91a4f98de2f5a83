/**
 * Lazy route modules with the spec's chunk rules (§7, §8): a chunk that does not arrive within
 * 120 s, or fails, becomes a ChunkLoadError ('Loading chunk {id} failed' / 'Loading CSS chunk
 * {id} failed', type timeout | missing | load | error) that the error boundary turns into a page
 * offering a reload instead of a blank screen.
 */
import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react'

export const CHUNK_TIMEOUT_MS = 120_000

export type ChunkErrorType = 'timeout' | 'missing' | 'load' | 'error'

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  constructor(
    readonly chunkId: string,
    readonly type: ChunkErrorType,
    readonly css = false,
  ) {
    super(css ? `Loading CSS chunk ${chunkId} failed` : `Loading chunk ${chunkId} failed`)
  }
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically|preload|Loading (CSS )?chunk/i

/** A failed import becomes a ChunkLoadError; any other error (a bug in the module) stays as it is. */
export const toChunkError = (chunkId: string, error: unknown): unknown => {
  if (error instanceof ChunkLoadError) return error
  const message = error instanceof Error ? error.message : String(error)
  if (!CHUNK_FAILURE.test(message)) return error
  const css = /css/i.test(message)
  const type: ChunkErrorType = /404|not found/i.test(message)
    ? 'missing'
    : /fetch|network|load/i.test(message)
      ? 'load'
      : 'error'
  return new ChunkLoadError(chunkId, type, css)
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError')

export const loadChunk = <T>(chunkId: string, factory: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout')), timeoutMs)
    factory().then(
      (mod) => {
        clearTimeout(timer)
        resolve(mod)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(toChunkError(chunkId, error))
      },
    )
  })

/** A lazily loaded component that can be asked to load ahead of its first render. */
export type ChunkComponent<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  /** Loads the module ahead; resolves with it. */
  preload: () => Promise<Record<string, unknown>>
}

/**
 * A lazy route module. `preload()` loads it ahead; an instance first rendered after it has
 * arrived renders at once instead of suspending, which lets a server-rendered page hydrate in
 * one pass (main.tsx preloads the page's modules first). Each instance keeps the way it started,
 * so a module arriving later never remounts what is on screen.
 */
export const lazyChunk = <C extends ComponentType<any>>(
  chunkId: string,
  factory: () => Promise<{ default: C }>,
): ChunkComponent<C> => {
  let loaded: C | undefined
  let pending: Promise<{ default: C }> | undefined
  const load = () =>
    (pending ??= loadChunk(chunkId, factory).then((module) => {
      loaded = module.default
      return module
    }))
  const Lazy = lazy(load)
  function Chunk(props: ComponentProps<C>) {
    const [ready] = useState(() => loaded)
    return createElement((ready ?? Lazy) as ComponentType<ComponentProps<C>>, props)
  }
  Chunk.displayName = `Chunk(${chunkId})`
  return Object.assign(Chunk, { preload: () => load() as Promise<Record<string, unknown>> })
}
