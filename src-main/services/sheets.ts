/**
 * Tables for export, written once as data and rendered to CSV or to an Excel workbook.
 * Rows may come from an async source, so a big export can read the database in chunks.
 */
import { PassThrough, type Writable } from 'node:stream'
import ExcelJS from 'exceljs'

export type Cell = string | number | null

export interface Block {
  /** A caption line above the block (CSV only; a sheet is captioned by its name). */
  title: string
  header: string[]
  rows: Iterable<Cell[]> | AsyncIterable<Cell[]>
}

export interface Sheet {
  name: string
  blocks: Block[]
}

/** Excel's last row; longer blocks go on to a sheet named `name (2)`. */
const XLSX_MAX_ROWS = 1_048_576

const NEEDS_QUOTES = /[",\r\n]/
// A text cell that starts like a formula would run as one in a spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/

function csvCell(cell: Cell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return String(cell)
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * Every block one after the other, captioned, a blank line between; with a BOM so Excel reads
 * UTF-8. Line by line; `onRow` hears each data row.
 */
export async function* csvLines(sheets: Sheet[], onRow?: () => void): AsyncGenerator<string> {
  yield '\uFEFF'
  for (const [index, block] of sheets.flatMap((sheet) => sheet.blocks).entries()) {
    if (index > 0) yield '\r\n'
    yield csvLine([block.title]) + csvLine(block.header)
    for await (const row of block.rows) {
      yield csvLine(row)
      onRow?.()
    }
  }
}

export async function toCsv(sheets: Sheet[]): Promise<string> {
  const parts: string[] = []
  for await (const line of csvLines(sheets)) parts.push(line)
  return parts.join('')
}

/** The data rows of blocks whose rows are a list (not read as they come). */
export const listedRows = (sheets: Sheet[]): number =>
  sheets
    .flatMap((sheet) => sheet.blocks)
    .reduce((sum, block) => sum + (Array.isArray(block.rows) ? block.rows.length : 0), 0)

const BOLD = { bold: true }

/** Writes the workbook as it goes (ExcelJS's streaming writer) and returns the file's bytes. */
export async function toXlsx(sheets: Sheet[], maxRows = XLSX_MAX_ROWS): Promise<Buffer> {
  const output = new PassThrough()
  const chunks: Buffer[] = []
  output.on('data', (chunk: Buffer) => chunks.push(chunk))
  await writeXlsx(sheets, output, { maxRows })
  return Buffer.concat(chunks)
}

/** Streams the workbook into `output` row by row; `onRow` hears each data row written. */
export async function writeXlsx(
  sheets: Sheet[],
  output: Writable,
  { maxRows = XLSX_MAX_ROWS, onRow }: { maxRows?: number; onRow?: () => void } = {}
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false })
  for (const sheet of sheets) {
    let part = 1
    let worksheet = workbook.addWorksheet(sheet.name)
    let rowsInSheet = 0
    const addRow = (cells: Cell[], bold = false) => {
      const row = worksheet.addRow(cells)
      if (bold) row.font = BOLD
      row.commit()
      rowsInSheet += 1
    }
    for (const block of sheet.blocks) {
      if (rowsInSheet > 0) addRow([])
      addRow(block.header, true)
      for await (const cells of block.rows) {
        if (rowsInSheet === maxRows) {
          worksheet.commit()
          part += 1
          worksheet = workbook.addWorksheet(`${sheet.name} (${part})`)
          rowsInSheet = 0
          addRow(block.header, true)
        }
        addRow(cells)
        onRow?.()
      }
    }
    worksheet.commit()
  }
  await workbook.commit()
}
