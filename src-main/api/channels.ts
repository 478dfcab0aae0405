/** The IPC channels between the preload script and the main process. */
export const CHANNELS = {
  /** `window.api.invoke(method, input)`: every API method. */
  api: 'api',
  /** `window.api.print(request)`: print or save as PDF the page now shown. */
  print: 'print',
  /** main → window: an event of the one stream (api/events). */
  events: 'events'
} as const
