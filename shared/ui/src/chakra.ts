// The Chakra UI parts the portal uses, re-exported. @portal/ui is the only package that imports
// Chakra/Emotion (lint enforces it) and, being a federation singleton, owns the one Chakra system.
// Add a name here only when a page uses it: a shared module is not tree-shaken.
export {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Link,
  Portal,
  SimpleGrid,
  Spacer,
  Spinner,
  Stack,
  Text,
  chakra,
  useBreakpointValue,
} from '@chakra-ui/react';
export type { ButtonProps, TextProps } from '@chakra-ui/react';

// Parts only some pages use, each shown once or a few times on a page, bring their recipes with them (see
// parts/withRecipe.ts). The select and the textarea do too, in the form parts' chunk (below).
export { Code } from './parts/code';
export { Table } from './parts/table';

// The dialog, the drawer and the menu load in a chunk of their own (see lazyOverlayParts.ts).
export { Dialog, Drawer, Menu, preloadOverlayParts } from './lazyOverlayParts';

// Form-only parts load in a chunk of their own (see lazyFormParts.ts).
export {
  Checkbox,
  Collapsible,
  Combobox,
  Field,
  Input,
  InputGroup,
  NativeSelect,
  RadioGroup,
  Textarea,
  preloadFormParts,
  useFormParts,
} from './lazyFormParts';
