// The Chakra recipes the portal's parts use, and nothing else: a system made from Chakra's whole default
// theme carries every recipe and slot recipe Chakra has (Carousel, ColorPicker, DatePicker, …) into the
// @portal/ui singleton on every route. A part without its recipe renders unstyled, silently, so every part
// chakra.ts re-exports names its recipes in PART_RECIPES, and a test holds the two lists together.
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe as chakraButtonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
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

/** The recipes by the key Chakra's components look them up by. */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  combobox: comboboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
};

type RecipeKey = keyof typeof RECIPES | keyof typeof SLOT_RECIPES;

/** For each Chakra part @portal/ui re-exports, the recipes it (and the parts inside it) looks up; an empty
 * list for layout parts that have none. Adding a part to chakra.ts means adding it here. */
export const PART_RECIPES: Record<string, readonly RecipeKey[]> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Box: [],
  Button: ['button', 'spinner'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Combobox: ['combobox'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Flex: [],
  HStack: [],
  Heading: ['heading'],
  IconButton: ['button'],
  Image: [],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Portal: [],
  RadioGroup: ['radioGroup', 'radiomark'],
  SimpleGrid: [],
  Spacer: [],
  Spinner: ['spinner'],
  Stack: [],
  Table: ['table'],
  Text: [],
  Textarea: ['textarea'],
  chakra: [],
};
