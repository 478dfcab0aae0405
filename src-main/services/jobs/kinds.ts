/* The kinds of job, with their types (model/jobs passes the types on). A leaf: it imports nothing. */

/** The jobs of jobs.start: at the window to or from a file the host picks; a paired desk's exports are downloaded. */
export const PICKED_JOB_KINDS = ['exportJson', 'exportXlsx', 'importJson'] as const
/** restoreBackup: a backup from the backup folder copied and checked, then swapped in by main (backups.restore). */
/** One table's CSV or Excel (export.session*), and the parlor report's Excel (reports.parlorXlsx). */
export const EXPORT_KINDS = ['exportSessionCsv', 'exportSessionXlsx', 'exportReportXlsx'] as const
export const JOB_KINDS = [...PICKED_JOB_KINDS, 'restoreBackup', ...EXPORT_KINDS] as const
export type JobKind = (typeof JOB_KINDS)[number]
export type PickedJobKind = (typeof PICKED_JOB_KINDS)[number]
