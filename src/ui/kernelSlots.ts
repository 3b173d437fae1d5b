/**
 * The places the kernel's shell offers, declared as a plugin declares its `offersSlots` (slot name -> what goes
 * there): the registry of offered slots holds them under the owner `host` from the start.
 */
export const KERNEL_SLOTS = {
  'home.sections': "the home page's sections",
  'header.actions': "the header's right-hand side, before the language and theme switches",
  'layout.sideColumn': 'a column beside the content of the default layout (a bet slip), on desktop widths',
  'layout.aboveContent': 'a band above the content of the third-party layout (a brands slider)',
  'layout.floating': 'content floating over the page (a chat button)',
} as const satisfies Readonly<Record<string, string>>;

/** The owner of the kernel's slots in the registry of offered slots. */
export const KERNEL_SLOT_OWNER = 'host';
