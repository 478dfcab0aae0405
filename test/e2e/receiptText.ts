/** What printed receipts say, as the tests read them back with pdftotext. */

// The browser and this process share the machine's time zone (the parlor's by default); the day is today, local time.
const midnight = new Date(new Date().setHours(0, 0, 0, 0)).getTime()

/** `14:00` today, local time, as epoch ms. */
export const todayAt = (time: string) => midnight + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000

/** ¥ as the app shows it: "¥30", "¥7.50". */
export const yuan = (cents: number) => `¥${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`
