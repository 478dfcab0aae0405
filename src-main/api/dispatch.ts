import type { z } from 'zod'
import { AppError } from '../errors'
import { inputSchemas } from './contract'
import type { ApiError, ApiResult, Method } from './types'
import type { Handlers } from './handlers'

const ZH_ISSUE: Record<string, string> = {
  invalid_type: '类型不对',
  too_big: '太长或太大',
  too_small: '太短或太小',
  invalid_value: '不是允许的值',
  invalid_format: '格式不对',
  unrecognized_keys: '含有不认识的字段',
  not_multiple_of: '数值不对',
  custom: '不符合要求'
}

function isMethod(method: unknown): method is Method {
  return typeof method === 'string' && Object.hasOwn(inputSchemas, method)
}

function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0]
  const path = issue.path.join('.')
  const where = path === '' ? '输入' : `字段“${path}”`
  return {
    code: 'INVALID_INPUT',
    message: `${where}${ZH_ISSUE[issue.code] ?? '有误'}，请检查后重试。`,
    messageEn: `${path === '' ? 'Input' : `Field "${path}"`}: ${issue.message}`,
    path
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof AppError) return { code: error.code, message: error.messageZh, messageEn: error.message }
  if (isCodedError(error)) {
    const coded = { code: error.code, message: error.messageZh, messageEn: error.message }
    return error.path === undefined ? coded : { ...coded, path: error.path }
  }
  console.error(error)
  return {
    code: 'INTERNAL',
    message: '程序出错了，这次操作没有保存。请重试；如果反复出现，请联系开发者。',
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

/** Checks the method name, parses the input, runs the handler: never throws. */
export async function dispatch(handlers: Handlers, method: unknown, payload: unknown): Promise<ApiResult<unknown>> {
  if (!isMethod(method)) {
    return {
      ok: false,
      error: {
        code: 'UNKNOWN_METHOD',
        message: `没有这个操作：${String(method).slice(0, 60)}`,
        messageEn: `Unknown method: ${String(method).slice(0, 60)}`
      }
    }
  }
  const parsed = inputSchemas[method].safeParse(payload === undefined ? {} : payload)
  if (!parsed.success) return { ok: false, error: validationError(parsed.error) }
  try {
    const handler = handlers[method] as (input: unknown) => unknown
    return { ok: true, data: await handler(parsed.data) }
  } catch (error) {
    return { ok: false, error: toApiError(error) }
  }
}
