/** majiang-core ships no types; test/support/peers.ts types the part it uses. */
declare module '@kobalab/majiang-core'
