import type { CreditWarning } from './model/credit'

/** What an error is about, for the UI to offer a way there (e.g. the hand to open). */
export interface ErrorDetails {
  /** A hand of the session, by its id and its number as shown. */
  handId: number
  seq: number
}

/**
 * An expected failure a host can act on: a stable code plus a message in both UI languages. As in
 * every error type here, `messageZh` / `messageEn` are the UI texts and `message` (an Error's own,
 * for logs) is the English one.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly messageZh: string,
    readonly messageEn: string,
    readonly details?: ErrorDetails,
    /** OVER_CREDIT_LIMIT: each member, the balance after and the limit, for the UI to show in its money format. */
    readonly overLimit?: readonly CreditWarning[]
  ) {
    super(messageEn)
    this.name = 'AppError'
  }
}

/** A failure as every transport carries it: a stable code and the message in both UI languages. */
export interface ApiError {
  code: string
  messageZh: string
  messageEn: string
  path?: string
  /** What the error is about, e.g. the later hand an edit would make invalid. */
  details?: ErrorDetails
  overLimit?: CreditWarning[]
}

/** The wire form of any failure: an expected one keeps its code and messages; anything else is INTERNAL. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof AppError) {
    const { code, messageZh, messageEn, details, overLimit } = error
    return {
      code,
      messageZh,
      messageEn,
      ...(details && { details }),
      ...(overLimit && { overLimit: [...overLimit] })
    }
  }
  if (isCodedError(error)) {
    const coded = { code: error.code, messageZh: error.messageZh, messageEn: error.message }
    return error.path === undefined ? coded : { ...coded, path: error.path }
  }
  console.error(error)
  return {
    code: 'INTERNAL',
    messageZh: '程序出错了，这次操作没有保存。请重试；如果反复出现，请联系开发者。',
    messageEn: 'Something went wrong; nothing was saved. Try again.'
  }
}

/** Errors from the scoring engine carry the same three fields as AppError. */
function isCodedError(error: unknown): error is { code: string; message: string; messageZh: string; path?: string } {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { messageZh?: unknown }).messageZh === 'string'
  )
}

export const STORED_DATA_DAMAGED = 'STORED_DATA_DAMAGED'

/** A saved value that no longer reads: values are checked on the way in, so the data file is damaged. */
export function storedDataDamaged(what: { zh: string; en: string }): AppError {
  return new AppError(
    STORED_DATA_DAMAGED,
    `数据文件里保存的${what.zh}已损坏，请从备份恢复。`,
    `The saved ${what.en} in the data file is damaged; restore a backup.`
  )
}

/** What a screen shows in place of a part whose stored data is damaged. */
export interface StoredDamage {
  code: typeof STORED_DATA_DAMAGED
  messageZh: string
  messageEn: string
}

export function damageOf(error: AppError): StoredDamage {
  return { code: STORED_DATA_DAMAGED, messageZh: error.messageZh, messageEn: error.messageEn }
}
