// Other ▸ History / Print Order (delivery-order.md §2): Print Order is hidden in Draf.
import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'ra-core';

export interface DeliveryHeaderOtherMenuProps {
  showHistory: boolean;
  showPrint: boolean;
  printing?: boolean;
  onHistory(): void;
  onPrint(): void;
}

export function DeliveryHeaderOtherMenu({
  showHistory,
  showPrint,
  printing = false,
  onHistory,
  onPrint,
}: DeliveryHeaderOtherMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  if (!showHistory && !showPrint) return null;
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('custom.delivery.page.other.label')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {showHistory && (
          <MenuItem onClick={choose(onHistory)}>
            {translate('custom.delivery.page.other.history')}
          </MenuItem>
        )}
        {showPrint && (
          <MenuItem onClick={choose(onPrint)} disabled={printing}>
            {translate('custom.delivery.page.other.print')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
