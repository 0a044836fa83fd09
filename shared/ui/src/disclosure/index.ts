// Disclosures: an FAQ accordion (one panel open at a time) and collapsible sections, with an animation
// the user's reduced-motion setting switches off; and how an overlay's content mounts (OPENED_ONLY, RENDERED_AHEAD).
export {
  Accordion,
  ACCORDION_DURATION_MS,
  nextOpenPanel,
  type AccordionItem,
  type AccordionProps,
} from './Accordion';
export { CollapsibleSection, type CollapsibleSectionProps } from './CollapsibleSection';
export type { DisclosureHeadingLevel } from './Disclosure';
export { OPENED_ONLY, RENDERED_AHEAD } from './openedOnly';
