/**
 * The places the kernel's shell offers, registered as offered slots under the owner `host` from the start (a plugin
 * offers its own with `offersSlots`). Their descriptions stay here, out of the bundle that every page loads:
 * - `home.sections`: the home page's sections;
 * - `header.actions`: the header's right-hand side, before the language and theme switches;
 * - `layout.sideColumn`: a column beside the content of the default layout (a bet slip), on desktop widths;
 * - `layout.leftColumn`: a column left of the content of the default layout (a sports menu), on desktop widths; its
 *   plugin draws nothing where the screen is too narrow for it;
 * - `layout.aboveContent`: a band above the content of the third-party layout (a brands slider);
 * - `layout.floating`: content floating over the page (a chat button).
 */
export const KERNEL_SLOTS = ['home.sections', 'header.actions', 'layout.sideColumn', 'layout.leftColumn', 'layout.aboveContent', 'layout.floating'] as const;

/** The owner of the kernel's slots in the registry of offered slots. */
export const KERNEL_SLOT_OWNER = 'host';
