/**
 * The renderer's only way to the main process: `call(method, input)` resolves with the data or
 * throws an ApiCallError whose message is in the UI language.
 */
import type {
  ApiError,
  ApiInput,
  ApiOutput,
  ApiResult,
  AppInfo,
  BackupFile,
  JobView,
  Method,
  Player,
  Settings
} from '../../src-main/api/types'
import { currentLocale, i18n } from './i18n'
import { askOwnerGrant, staffGate } from './staffGate'
import { downloadExport, invokeApi, uploadBackup } from './transport'

export type { ApiInput, ApiOutput, AppInfo, BackupFile, Method, Player, Settings }

export class ApiCallError extends Error {
  readonly code: string
  /** The input field the error is about, when there is one (e.g. "name"). */
  readonly path?: string
  /** What the error is about beyond a field, e.g. the later hand an edit would make invalid. */
  readonly details?: ApiError['details']
  /** OVER_CREDIT_LIMIT: the members a charge would take past their limit, with the figures. */
  readonly overLimit?: ApiError['overLimit']

  constructor(error: ApiError) {
    super(currentLocale() === 'en' ? error.messageEn : error.messageZh)
    this.name = 'ApiCallError'
    this.code = error.code
    this.path = error.path
    this.details = error.details
    this.overLimit = error.overLimit
  }
}

/** Main did not answer (the network, or the server, is down): said in the UI language. */
async function reaching<T>(what: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send()
  } catch (cause) {
    console.error(`${what} failed`, cause)
    const message = i18n.global.t('errors.unreachable')
    throw new ApiCallError({ code: 'UNREACHABLE', messageZh: message, messageEn: message })
  }
}

function invoke<M extends Method>(method: M, input: ApiInput<M>): Promise<ApiResult<ApiOutput<M>>> {
  // IPC's structured clone refuses Vue's reactive proxies: send plain data.
  return reaching(`api ${method}`, () => invokeApi(method, JSON.parse(JSON.stringify(input ?? {})) as ApiInput<M>))
}

/** A paired device's finished export, downloaded by the browser (the window's was saved where the host chose). */
export async function fetchExport(job: JobView): Promise<void> {
  const id = job.download
  if (!id) return
  const result = await reaching(`download ${id}`, () => downloadExport(id, job.file))
  if (!result.ok) throw new ApiCallError(result.error)
}

/** A paired desk's backup file uploaded to the machine with the data: the id to restore or import it by. */
export async function sendUpload(file: File): Promise<string> {
  const result = await reaching('upload', () => uploadBackup(file))
  if (!result.ok) throw new ApiCallError(result.error)
  return result.data.upload
}

/**
 * Calls main. A call refused for want of the owner asks for an owner's PIN (授权) and is sent again
 * with it, unless `askOwner` is false: a screen's background look that a cashier may simply go without.
 */
export async function call<M extends Method>(
  method: M,
  input: ApiInput<M>,
  { askOwner = true }: { askOwner?: boolean } = {}
): Promise<ApiOutput<M>> {
  let result = await invoke(method, input)
  if (!result.ok && result.error.code === 'SIGN_IN_REQUIRED') staffGate.locked = true
  if (!result.ok && result.error.code === 'OWNER_REQUIRED' && askOwner) {
    // the owner's PIN entered on the spot (授权) rides along with the same call; main checks it
    const ownerGrant = await askOwnerGrant()
    if (ownerGrant) result = await invoke(method, { ...input, ownerGrant } as ApiInput<M>)
  }
  if (!result.ok) throw new ApiCallError(result.error)
  return result.data
}
