/** UI text of the records screens, both languages side by side (same keys). */
export const zh = {}

export const en: typeof zh = {}
