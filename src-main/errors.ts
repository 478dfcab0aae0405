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
