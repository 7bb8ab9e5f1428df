import { useId, useState } from 'react';

/**
 * State and accessibility wiring of a button that opens a menu or popover: the anchor element,
 * the popup's id, and the aria attributes and click handler to spread on the trigger.
 */
export function usePopupTrigger(popup: 'menu' | 'dialog' = 'menu') {
  const popupId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  return {
    popupId,
    anchor,
    open,
    close: () => setAnchor(null),
    triggerProps: {
      'aria-haspopup': popup,
      'aria-expanded': open,
      'aria-controls': open ? popupId : undefined,
      onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
  };
}
