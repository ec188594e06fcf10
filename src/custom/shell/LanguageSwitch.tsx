// The language switch in the top bar: react-admin's LocalesMenuButton behaviour, with a label that
// names what the button does (the stock one has an empty aria-label).
import { useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'ra-core';

export function LanguageSwitch() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (languages.length < 2) return null;
  const current = languages.find((l) => l.locale === locale)?.name ?? locale;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        id="language-switch"
        aria-label={`${translate('app.language.label')}: ${current}`}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{ textTransform: 'none' }}
      >
        {current}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-labelledby': 'language-switch' } }}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              close();
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
