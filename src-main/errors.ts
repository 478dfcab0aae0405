/** An expected failure a host can act on: a stable code plus a message in both UI languages. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly messageZh: string,
    messageEn: string
  ) {
    super(messageEn)
    this.name = 'AppError'
  }
}
