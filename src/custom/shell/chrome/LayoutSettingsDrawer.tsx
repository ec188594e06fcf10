// The layout settings panel's drawer (master-data.md "Layout settings panel"), with every option of
// the spec's table; an option that does not apply to the chosen layout (sidebar type: vertical only;
// top bar: horizontal only) is not offered. Its own chunk, loaded when the gear is first pressed
// (LayoutSettingsPanel.tsx): a list page does not need it to be usable.
import { useId } from 'react';
import {
  Box,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import {
  LAYOUT_OPTIONS,
  optionApplies,
  type LayoutSettings,
} from '../../../domain/shell/layoutSettings';
import { useLayoutSettings } from './useLayoutSettings';

type ListOption = keyof typeof LAYOUT_OPTIONS;

function OptionGroup({
  option,
  value,
  onChange,
}: {
  option: ListOption;
  value: string;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {translate(`custom.shell.layout.${option}.label`)}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={option}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {LAYOUT_OPTIONS[option].map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio size="small" />}
            label={translate(`custom.shell.layout.${option}.${choice}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function LayoutSettingsDrawer({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { settings, choose } = useLayoutSettings();
  const titleId = useId();
  const lists: ListOption[] = ['layout', 'width', 'sidebarType', 'topbar'];
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-labelledby': titleId, sx: { width: { xs: '85vw', sm: 320 } } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {translate('custom.shell.layout.title')}
        </Typography>
        <IconButton aria-label={translate('custom.shell.layout.close')} onClick={() => onClose()}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        {lists
          .filter((option) => optionApplies(settings.layout, option))
          .map((option) => (
            <OptionGroup
              key={option}
              option={option}
              value={settings[option]}
              onChange={(value) =>
                choose({ key: option, value } as {
                  key: ListOption;
                  value: LayoutSettings[ListOption];
                } as never)
              }
            />
          ))}
        <FormControlLabel
          control={
            <Switch
              checked={settings.preloader}
              onChange={(event) => choose({ key: 'preloader', value: event.target.checked })}
            />
          }
          label={translate('custom.shell.layout.preloader')}
        />
      </Box>
    </Drawer>
  );
}
