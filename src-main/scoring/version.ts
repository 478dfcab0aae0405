/** 1.1.0: every assignment of the wilds is its own reading; a 长沙 context 大胡 takes any pair (RULES §9). */
export const ENGINE_VERSION = '1.1.0'
