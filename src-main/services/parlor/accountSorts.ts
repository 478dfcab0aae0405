/** The orders the accounts list offers: most owed first, by name, by balance. */
export const ACCOUNT_SORTS = ['debt', 'name', 'balance'] as const
export type AccountSort = (typeof ACCOUNT_SORTS)[number]
