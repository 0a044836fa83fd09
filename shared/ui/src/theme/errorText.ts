/** Error text (field errors, error bars), readable on every theme's panels and backgrounds; the dark one on
 * every dark variant's. */
export const ERROR_TEXT = '#b42318';
export const ERROR_TEXT_DARK = '#ff9c92';
