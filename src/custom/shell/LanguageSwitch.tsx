// The language switch in the top bar: react-admin's LocalesMenuButton behaviour, with a label that
// names what the button does (the stock one has an empty aria-label). On a phone it is an icon
// button, so the page title keeps the app bar's width.
import { useState, type MouseEvent } from 'react';
import { Button, IconButton, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'ra-core';
import { useFeatureFlags } from '../../auth/useFeatureFlags';
import { FEATURE_FLAGS } from '../../config/featureFlags';

/** `ungated`: shown without the flag (the sign-in page, where no user and so no flag is known yet). */
export function LanguageSwitch({ ungated = false }: { ungated?: boolean }) {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // Shown only with the flag vsms2_bilingual (alert-centre-and-shell.md §2).
  const { hasFlag } = useFeatureFlags();
  if (languages.length < 2 || (!ungated && !hasFlag(FEATURE_FLAGS.bilingual))) return null;
  const current = languages.find((l) => l.locale === locale)?.name ?? locale;
  const close = () => setAnchor(null);
  const buttonProps = {
    color: 'inherit',
    id: 'language-switch',
    'aria-label': `${translate('app.language.label')}: ${current}`,
    'aria-controls': anchor ? 'language-menu' : undefined,
    'aria-haspopup': 'true',
    'aria-expanded': anchor ? 'true' : 'false',
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <>
      {phone ? (
        <IconButton {...buttonProps}>
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button
          {...buttonProps}
          startIcon={<TranslateIcon />}
          endIcon={<ExpandMoreIcon fontSize="small" />}
          sx={{ textTransform: 'none' }}
        >
          {current}
        </Button>
      )}
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'language-switch' } }}
      >
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
