/** A file handed to the renderer to save: text as is, binary as base64. */
export interface ExportFile {
  /** A suggested name for the save dialog. */
  fileName: string
  mimeType: string
  encoding: 'utf8' | 'base64'
  content: string
}

export const csvFile = (fileName: string, content: string): ExportFile => ({
  fileName,
  mimeType: 'text/csv',
  encoding: 'utf8',
  content
})

export const jsonFile = (fileName: string, content: string): ExportFile => ({
  fileName,
  mimeType: 'application/json',
  encoding: 'utf8',
  content
})

export const xlsxFile = (fileName: string, bytes: Buffer): ExportFile => ({
  fileName,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  encoding: 'base64',
  content: bytes.toString('base64')
})
