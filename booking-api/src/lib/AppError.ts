/**
 * The one error type services throw. `code` is a stable, translatable identifier that the site
 * maps to a message in the user's language; `details` carries validation errors in the spec's
 * `[{ field, defaultMessage }]` shape.
 */
export type FieldError = { field: string; defaultMessage: string }

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message?: string,
    readonly details?: FieldError[],
  ) {
    super(message ?? code)
    this.name = 'AppError'
  }
}
