import type { ExportFile } from '../../src-main/api/types'

export type { ExportFile }

/** The file's bytes: base64 decoded, text as is (the main process already puts a BOM in CSV for Excel). */
function fileBlob(file: ExportFile): Blob {
  if (file.encoding === 'utf8') return new Blob([file.content], { type: `${file.mimeType};charset=utf-8` })
  const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0))
  return new Blob([bytes], { type: file.mimeType })
}

/** Hands a file from the main process to the browser's download (Electron asks where to save it). */
export function saveFile(file: ExportFile): void {
  const url = URL.createObjectURL(fileBlob(file))
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, so the download can still read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
