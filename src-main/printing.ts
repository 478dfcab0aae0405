import { writeFileSync } from 'node:fs'
import { BrowserWindow, dialog, ipcMain } from 'electron'
import type { z } from 'zod'
import { CHANNELS } from './api/channels'
import { printRequestSchema } from './api/contract'
import { refuseUnknownPage } from './api/unknownPage'
import { toApiError } from './errors'
import type { ApiResult, PrintOutcome } from './api/types'

const MM_PER_INCH = 25.4

function pageSize(request: z.output<typeof printRequestSchema>) {
  if (request.paper === 'a4') return 'A4' as const
  return { width: 80 / MM_PER_INCH, height: Math.max(request.contentHeightMm + 10, 100) / MM_PER_INCH }
}

/** Prints the page currently shown (the renderer switches to its print view first). */
export function registerPrinting(isTrustedUrl: (url: string) => boolean): void {
  ipcMain.handle(CHANNELS.print, async (event, raw: unknown): Promise<ApiResult<PrintOutcome>> => {
    const refused = refuseUnknownPage(event.senderFrame?.url, isTrustedUrl)
    if (refused) return refused
    const parsed = printRequestSchema.safeParse(raw)
    if (!parsed.success) {
      return {
        ok: false,
        error: { code: 'INVALID_INPUT', messageZh: '打印参数有误。', messageEn: 'Invalid print request.' }
      }
    }
    try {
      const request = parsed.data
      const contents = event.sender
      if (request.target === 'printer') {
        const done = await new Promise<boolean>((resolve) =>
          contents.print({ printBackground: false, pageSize: pageSize(request) }, (success) => resolve(success))
        )
        return { ok: true, data: { done } }
      }
      const window = BrowserWindow.fromWebContents(contents) ?? undefined
      const saveOptions = { defaultPath: request.fileName, filters: [{ name: 'PDF', extensions: ['pdf'] }] }
      const { canceled, filePath } = window
        ? await dialog.showSaveDialog(window, saveOptions)
        : await dialog.showSaveDialog(saveOptions)
      if (canceled || !filePath) return { ok: true, data: { done: false } }
      const pdf = await contents.printToPDF({
        pageSize: pageSize(request),
        printBackground: false,
        margins: { marginType: 'default' }
      })
      writeFileSync(filePath, pdf)
      return { ok: true, data: { done: true, file: filePath } }
    } catch (error) {
      return { ok: false, error: toApiError(error) }
    }
  })
}
