export { useColorScheme, setColorSchemeChoice, type ColorSchemeState } from './useColorScheme';
export {
  COLOR_SCHEME_KEY,
  choiceOf,
  followColorScheme,
  type ColorScheme,
  type ColorSchemeChoice,
} from './colorScheme';
