/** What an error is about, for the UI to offer a way there (e.g. the hand to open). */
export interface ErrorDetails {
  /** A hand of the session, by its id and its number as shown. */
  handId: number
  seq: number
}

/** An expected failure a host can act on: a stable code plus a message in both UI languages. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly messageZh: string,
    messageEn: string,
    readonly details?: ErrorDetails
  ) {
    super(messageEn)
    this.name = 'AppError'
  }
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
  message: string
  messageEn: string
}

export function damageOf(error: AppError): StoredDamage {
  return { code: STORED_DATA_DAMAGED, message: error.messageZh, messageEn: error.message }
}
