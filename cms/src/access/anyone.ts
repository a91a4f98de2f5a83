import type { Access } from 'payload'

/** Public content: readable without logging in. */
export const anyone: Access = () => true
