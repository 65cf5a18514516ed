/** Meus Cartões (SPEC section 2). */
export const CARD_PATHS = {
  list: '/panel/financial/credit-card',
  add: '/panel/financial/credit-card/new',
};
