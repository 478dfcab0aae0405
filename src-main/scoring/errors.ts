/** The one error the engine throws: bad input, with a stable code and a message a host can act on. */

export type ErrorCode =
  | 'INVALID_INPUT'
  | 'UNKNOWN_VARIANT'
  | 'UNKNOWN_OPTION'
  | 'OPTION_OUT_OF_RANGE'
  | 'BAD_SEAT_COUNT'
  | 'SEAT_OUT_OF_RANGE'
  | 'BAD_DEALER_STREAK'
  | 'INVALID_FIELD_TYPE'
  | 'MISSING_FIELD'
  | 'VALUE_OUT_OF_RANGE'
  | 'UNKNOWN_EVENT_TYPE'
  | 'UNKNOWN_PATTERN'
  | 'DUPLICATE_PATTERN'
  | 'DUPLICATE_SEAT'
  | 'DUPLICATE_EVENT'
  | 'NO_OUTCOME'
  | 'CONFLICTING_OUTCOME'
  | 'DISCARDER_IS_WINNER'
  | 'SEAT_CONFLICT'
  | 'DISCARD_WIN_FORBIDDEN'
  | 'TOO_MANY_WINNERS'
  | 'TWO_SELF_DRAWS'
  | 'WINS_ON_DIFFERENT_DISCARDS'
  | 'DUPLICATE_WINNER'
  | 'SELF_DRAW_REQUIRED'
  | 'DISCARDER_REQUIRED'
  | 'INCONSISTENT_FLAGS'
  | 'FEATURE_NOT_ENABLED'
  | 'TOO_MANY_BIRDS'
  | 'SUPPORTERS_NOT_ALLOWED'
  | 'DUPLICATE_SUPPORTER'
  | 'FLED_SEAT_CANNOT_WIN'
  | 'NO_YAKU'
  | 'EYES_258_REQUIRED'
  | 'SEAT_NOT_PLAYING'
  | 'LAST_SEAT_CANNOT_WIN'
  | 'TILES_INVALID'
  | 'TILES_NOT_WINNING'
  | 'TILES_MISMATCH'

export class ScoringError extends Error {
  readonly code: ErrorCode
  /** The message in Chinese, for the host. `message` is the English one. */
  readonly messageZh: string
  /** The input field at fault, e.g. `events[1].from`. */
  readonly path?: string

  constructor(code: ErrorCode, message: string, messageZh: string, path?: string) {
    super(message)
    this.name = 'ScoringError'
    this.code = code
    this.messageZh = messageZh
    if (path !== undefined) this.path = path
  }

  /** The English message, named as in every error type of the app. */
  get messageEn(): string {
    return this.message
  }

  toJSON(): { code: ErrorCode; message: string; messageZh: string; path?: string } {
    return this.path === undefined
      ? { code: this.code, message: this.message, messageZh: this.messageZh }
      : { code: this.code, message: this.message, messageZh: this.messageZh, path: this.path }
  }
}

export function fail(code: ErrorCode, path: string | undefined, en: string, zh: string): never {
  throw new ScoringError(
    code,
    path === undefined ? en : `${path}: ${en}`,
    path === undefined ? zh : `${path}：${zh}`,
    path
  )
}

/** A value as it appears in a message. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    return String(value)
  }
  if (Array.isArray(value)) return '[…]'
  return typeof value === 'object' ? '{…}' : typeof value
}
