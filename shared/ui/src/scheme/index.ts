export { useColorScheme, setColorSchemeChoice, type ColorSchemeState } from './useColorScheme';
export { COLOR_SCHEME_KEY, choiceOf, type ColorScheme, type ColorSchemeChoice } from './colorScheme';
