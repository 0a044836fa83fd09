// The Chakra recipes the portal's parts use, and nothing else: a system made from Chakra's whole default
// theme carries every recipe and slot recipe Chakra has (Carousel, ColorPicker, DatePicker, …) into the
// @portal/ui singleton on every route. A part without its recipe renders unstyled, silently, so every part
// chakra.ts re-exports names its recipes in PART_RECIPES (or brings its own: OWN_RECIPE), and tests hold the
// lists together.
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe as chakraButtonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  radiomarkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/** Chakra's button, its solid variant hovered or expanded in `colorPalette.solidHover` (system.ts): a colour
 * that keeps the text's contrast, where Chakra's own (the solid at 90 % over the page) can lower it under 4.5:1. */
const chakraVariants = chakraButtonRecipe.variants!;
const buttonRecipe = {
  ...chakraButtonRecipe,
  variants: {
    ...chakraVariants,
    variant: {
      ...chakraVariants.variant,
      solid: {
        ...chakraVariants.variant.solid,
        _hover: { bg: 'colorPalette.solidHover' },
        _expanded: { bg: 'colorPalette.solidHover' },
      },
    },
  },
} as unknown as typeof chakraButtonRecipe; // the same recipe, one variant's hover changed

/** The recipes by the key Chakra's components look them up by: those of the parts on every page (the top bar,
 * the footer, the landing page, the busy and error messages), those other parts look up from inside (the
 * checkbox's checkmark, the radio's radiomark, the input group's addon), and those of the parts a page shows many
 * of (fields, inputs, checkboxes, status badges): Chakra compiles a recipe in the system once, a recipe a part
 * brings once per part shown (about 0.3 ms each, four times that on a slow phone). Every other part brings its
 * own recipe (../parts/withRecipe.ts), so a visitor's first page does not load the recipes of dialogs, menus,
 * tables, selects and comboboxes. */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  spinner: spinnerRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
};

/** The parts that bring their own recipe (../parts/withRecipe.ts) rather than find it in the system. */
export const OWN_RECIPE = [
  'Code',
  'Collapsible',
  'Combobox',
  'Dialog',
  'Drawer',
  'Menu',
  'NativeSelect',
  'RadioGroup',
  'Table',
  'Textarea',
] as const;

type RecipeKey = keyof typeof RECIPES | keyof typeof SLOT_RECIPES;

/** For each Chakra part @portal/ui re-exports, the system's recipes it (and the parts inside it) looks up: an empty
 * list for layout parts that have none, and for parts that bring their own recipe (OWN_RECIPE, ../parts) the
 * recipes they look up besides it. Adding a part to chakra.ts means adding it here. */
export const PART_RECIPES: Record<string, readonly RecipeKey[]> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Box: [],
  Button: ['button', 'spinner'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: [],
  Collapsible: [],
  Combobox: [],
  Dialog: [],
  Drawer: [],
  Field: ['field'],
  Flex: [],
  HStack: [],
  Heading: ['heading'],
  IconButton: ['button'],
  Image: [],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  Menu: [],
  NativeSelect: [],
  Portal: [],
  RadioGroup: ['radiomark'],
  SimpleGrid: [],
  Spacer: [],
  Spinner: ['spinner'],
  Stack: [],
  Table: [],
  Text: [],
  Textarea: [],
  chakra: [],
};
