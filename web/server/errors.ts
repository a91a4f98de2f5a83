/** The message of anything thrown (an Error's, or the value as text). */
export const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err))
