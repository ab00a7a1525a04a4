// Where the dev badge and the QA button sit: the viewport's bottom-left corner (outside the 540 px column on
// wide screens), above the tab bar on phones.
export const DEV_CORNER = {
  left: 'var(--chakra-spacing-2)',
  bottom: 'calc(var(--chakra-sizes-tab-bar) + env(safe-area-inset-bottom) + var(--chakra-spacing-2))',
} as const;
