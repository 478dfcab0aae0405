import type { z } from 'zod'
import { toApiError, type ApiError } from '../errors'
import { inputSchemas } from './contract'
import type { ApiResult, Handlers, Method } from './types'
import { plainDataProblem, type PlainDataProblem } from './plainData'

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
  const said = issue.code === 'custom' ? (issue.params as { zh?: unknown } | undefined)?.zh : undefined
  return {
    code: 'INVALID_INPUT',
    messageZh:
      typeof said === 'string' ? `${where}：${said}。` : `${where}${ZH_ISSUE[issue.code] ?? '有误'}，请检查后重试。`,
    messageEn: `${path === '' ? 'Input' : `Field "${path}"`}: ${issue.message}`,
    path
  }
}

const NOT_PLAIN: Record<PlainDataProblem, { zh: string; en: string }> = {
  depth: { zh: '输入嵌套太深', en: 'Input is nested too deeply' },
  size: { zh: '输入太大', en: 'Input is too large' },
  type: { zh: '输入含有不支持的数据（只接受文字、数字、列表和对象）', en: 'Input holds values other than plain data' }
}

function notPlainError(problem: PlainDataProblem): ApiError {
  const { zh, en } = NOT_PLAIN[problem]
  return { code: 'INVALID_INPUT', messageZh: `${zh}，请检查后重试。`, messageEn: `${en}.`, path: '' }
}

/** Decides, with the parsed input, whether the caller may make the call: throws when not (api/permissions). */
export type Guard = (method: Method, input: unknown) => void | Promise<unknown>

/** Checks the method name, parses the input, asks the guard, runs the handler: never throws. */
export async function dispatch(
  handlers: Handlers,
  method: unknown,
  payload: unknown,
  guard?: Guard
): Promise<ApiResult<unknown>> {
  try {
    return await checkedDispatch(handlers, method, payload, guard)
  } catch (error) {
    return { ok: false, error: toApiError(error) }
  }
}

async function checkedDispatch(
  handlers: Handlers,
  method: unknown,
  payload: unknown,
  guard?: Guard
): Promise<ApiResult<unknown>> {
  if (!isMethod(method)) {
    const name = typeof method === 'string' ? method.slice(0, 60) : typeof method
    return {
      ok: false,
      error: { code: 'UNKNOWN_METHOD', messageZh: `没有这个操作：${name}`, messageEn: `Unknown method: ${name}` }
    }
  }
  const problem = plainDataProblem(payload)
  if (problem) return { ok: false, error: notPlainError(problem) }
  const parsed = inputSchemas[method].safeParse(payload === undefined ? {} : payload)
  if (!parsed.success) return { ok: false, error: validationError(parsed.error) }
  await guard?.(method, parsed.data)
  const handler = handlers[method] as (input: unknown) => unknown
  return { ok: true, data: await handler(parsed.data) }
}
