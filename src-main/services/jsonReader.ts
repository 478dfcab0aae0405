/**
 * Reading a JSON backup as a stream, in pieces of any size: the header's fields are kept, each row
 * of `tables` is handed on as soon as it is complete and then dropped, so what is held is one row
 * and the piece being read. Refuses what JSON.parse would silently accept: a key given twice in
 * one object (JSON.parse keeps the last); and "__proto__", which the value builder would take as a
 * prototype.
 */
import { Tokenizer, TokenParser, TokenType, type ParsedTokenInfo } from '@streamparser/json'

export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`duplicate key ${key}`)
  }
}

/** A key that would change an object's prototype instead of naming a field. */
export class ForbiddenKeyError extends Error {
  constructor(readonly key: string) {
    super(`forbidden key ${key}`)
  }
}

/** Not one complete JSON value: truncated, damaged, or followed by more. */
export class DamagedJsonError extends Error {}

interface BackupJsonHandler {
  /** A key of `tables`, in file order: `list` tells whether its value opens a list. */
  table(name: string, list: boolean): void
  row(table: string, row: unknown): void
}

/** The header's fields as read; a field whose value is not a single JSON value is marked. */
export type BackupHeader = Record<string, unknown>
const NESTED = Symbol('a nested value')

interface Frame {
  keys: Set<string> | null
  expectKey: boolean
  key?: string
}

/** Keys and header fields, followed token by token (the token parser below checks the grammar). */
class Structure {
  private readonly frames: Frame[] = []
  readonly header: BackupHeader = {}
  private tables?: Frame

  constructor(private readonly handler: BackupJsonHandler) {}

  see({ token, value }: ParsedTokenInfo): void {
    const top = this.frames.at(-1)
    if (token === TokenType.STRING && top?.keys && top.expectKey) return this.key(top, value as string)
    if (token === TokenType.COMMA && top?.keys) top.expectKey = true
    if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) {
      this.frames.pop()
      return
    }
    if (!isValue(token)) return
    const opens = token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET
    const frame: Frame = { keys: token === TokenType.LEFT_BRACE ? new Set() : null, expectKey: true }
    if (top && top === this.frames[0] && top.key !== undefined) {
      if (top.key === 'tables' && token === TokenType.LEFT_BRACE) this.tables = frame
      else this.header[top.key] = opens ? NESTED : value
    }
    if (top && top === this.tables) this.handler.table(top.key!, token === TokenType.LEFT_BRACKET)
    if (opens) this.frames.push(frame)
  }

  private key(frame: Frame, key: string): void {
    if (frame.keys!.has(key)) throw new DuplicateKeyError(key)
    if (key === '__proto__') throw new ForbiddenKeyError(key)
    frame.keys!.add(key)
    frame.expectKey = false
    frame.key = key
  }
}

const isValue = (token: TokenType) =>
  token !== TokenType.COLON && token !== TokenType.COMMA && token !== TokenType.SEPARATOR

/** Reads one backup document: write its pieces in order, then end(), which returns the header. */
export class BackupJsonReader {
  // Buffered strings and numbers: several times faster than the default of building them piecewise.
  private readonly tokenizer = new Tokenizer({ stringBufferSize: 64 * 1024, numberBufferSize: 64 })
  private readonly parser = new TokenParser({ paths: ['$.tables.*.*'], keepStack: false })
  private readonly structure: Structure
  /** What the handler (or the key check) threw: it passes through the parser unchanged. */
  private failure: unknown

  constructor(handler: BackupJsonHandler) {
    this.structure = new Structure(handler)
    this.tokenizer.onToken = (token) => {
      this.passing(() => this.structure.see(token))
      this.parser.write(token)
    }
    this.parser.onValue = ({ value, stack }) => this.passing(() => handler.row(String(stack[2].key), value))
  }

  /** The header's fields read so far. */
  get header(): BackupHeader {
    return this.structure.header
  }

  write(piece: string | Uint8Array): void {
    this.guard(() => this.tokenizer.write(piece))
  }

  end(): BackupHeader {
    this.guard(() => {
      this.tokenizer.end()
      if (!this.parser.isEnded) throw new DamagedJsonError('incomplete')
    })
    return this.structure.header
  }

  private passing(step: () => void): void {
    try {
      step()
    } catch (error) {
      this.failure = error
      throw error
    }
  }

  /** The parser's own errors mean damaged JSON. */
  private guard(step: () => void): void {
    try {
      step()
    } catch (error) {
      if (error === this.failure || error instanceof DamagedJsonError) throw error
      throw new DamagedJsonError(error instanceof Error ? error.message : String(error))
    }
  }
}
